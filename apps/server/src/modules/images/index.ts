/** The images module's public face (decision 003): picture addresses for the catalogue, storing and sizing pictures for the seed and the product CSV import, deleting those no plant shows (decision 048), and customers' private photos (decision 042). */
export { deleteImages } from './delete-images.ts';
export { imageUrl, parseImageFile, PLACEHOLDER_NAME } from './image-sizes.ts';
export { knownImages } from './known-images.ts';
export { type ImageVariants, toVariants } from './process-image.ts';
export { ACCEPTED_FORMATS } from './upload-image.ts';
export { storeImage, storeImages } from './store-image.ts';
export { isHeroImage } from './upload-hero-image.ts';
export {
  acceptCustomerPhoto,
  type CleanPhoto,
  cleanCustomerPhoto,
  type CustomerPhoto,
  customerPhotoNames,
  deleteCustomerPhotos,
  deleteCustomerPhotosNamed,
  HEIC_DECODES,
  MAX_CUSTOMER_PHOTO_BYTES,
  MAX_CUSTOMER_PHOTO_PIXELS,
  PhotoTooLarge,
  readCustomerPhoto,
  storeCustomerPhoto,
  UnsupportedPhoto,
} from './customer-photo.ts';
export { LOGO_BOX, logoUrl, processLogo, type ProcessedLogo, storeLogo } from './logo-image.ts';
