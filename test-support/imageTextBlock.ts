/**
 * An image and text block showing the picture at `path`, as a page's blocks, a draft or an
 * experiment's variant send it: for the tests of block pictures (server) and of their history
 * rows (console).
 */
export const imageTextBlock = (path: string) =>
  ({
    id: 'pic',
    type: 'imageText',
    hidden: false,
    image: path,
    imageAlt: 'A class on a laptop',
    imageDecorative: false,
    imageSide: 'left',
    title: 'Teach live',
    text: '',
    cta: '',
  }) as const;
