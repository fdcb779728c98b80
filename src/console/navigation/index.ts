export {
  collectionEntry,
  consoleNavigation,
  contentKindLabel,
  contentEntry,
  screenTitle,
  screensFor,
  singletonEntry,
} from './consoleNavigation';
