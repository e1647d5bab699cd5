/** The images module's public face (decision 003): picture addresses for the catalogue, storing and sizing pictures for the seed, and customers' private photos (decision 042). */
export { imageUrl, PLACEHOLDER_NAME } from './image-sizes.ts';
export { type ImageVariants, toVariants } from './process-image.ts';
export { storeImage, storeImages } from './store-image.ts';
export {
  acceptCustomerPhoto,
  type CleanPhoto,
  cleanCustomerPhoto,
  type CustomerPhoto,
  customerPhotoNames,
  deleteCustomerPhotos,
  HEIC_DECODES,
  MAX_CUSTOMER_PHOTO_BYTES,
  PhotoTooLarge,
  readCustomerPhoto,
  storeCustomerPhoto,
  UnsupportedPhoto,
} from './customer-photo.ts';
