// '@insp/ui/screens/capture': photo upload pieces of the phone capture pages, only downloaded there.
export { PhotoPicker, PhotoTile, type PhotoTileProps, type PhotoUploadState, type UploadedPhoto, usePhotoUpload } from './photos.tsx';
