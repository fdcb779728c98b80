export {
  collectionEntry,
  consoleNavigation,
  contentEntry,
  screenTitle,
  singletonEntry,
} from './consoleNavigation';
