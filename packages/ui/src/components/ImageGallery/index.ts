export { ImageGallery } from './ImageGallery';
export type { ImageGalleryItem, ImageGalleryProps } from './ImageGallery';
