/** The images module's public face (decision 003): picture addresses for the catalogue, and storing and sizing pictures for the seed. */
export { imageUrl, parseImageFile, PLACEHOLDER_NAME } from './image-sizes.ts';
export { knownImages } from './known-images.ts';
export { type ImageVariants, toVariants } from './process-image.ts';
export { ACCEPTED_FORMATS } from './upload-image.ts';
export { storeImage, storeImages } from './store-image.ts';
