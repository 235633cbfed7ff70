// '@insp/ui/screens/capture': photo upload pieces of the phone capture pages, only downloaded there.
export { usePhotoUpload, PhotoTile, PhotoPicker, type PhotoUploadState, type UploadedPhoto, type PhotoTileProps } from './photos.tsx';
