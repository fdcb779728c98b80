export {
  collectionEntry,
  consoleNavigation,
  contentEntry,
  screenTitle,
  screensFor,
  singletonEntry,
} from './consoleNavigation';
