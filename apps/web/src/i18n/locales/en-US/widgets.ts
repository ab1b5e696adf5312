export default {
  pagination: {
    total: 'Total {{total}}',
    totalAbout: 'About {{total}}',
  },
  rightToolbar: {
    hideSearch: 'Hide search',
    showSearch: 'Show search',
    refresh: 'Refresh',
    columns: 'Show/hide columns',
    allColumns: 'All columns',
  },
  upload: {
    selectFile: 'Select file',
    uploadImage: 'Upload image',
    tip: 'Upload files of at most {{size}} MB in the formats {{types}}',
    typeError: 'File format incorrect, please upload files in the {{types}} format!',
    imageTypeError: 'File format incorrect, please upload images in the {{types}} format!',
    nameError: 'Invalid file name, it cannot contain a comma!',
    sizeError: 'The uploaded file size cannot exceed {{size}} MB!',
    imageSizeError: 'The uploaded image size cannot exceed {{size}} MB!',
    limitError: 'The number of uploaded files cannot exceed {{limit}}!',
    fileFailed: 'Upload file failed, please retry',
    imageFailed: 'Upload image failed, please retry',
    uploading: 'Uploading the file, please wait...',
    uploadingImage: 'Uploading the image, please wait...',
    remove: 'Delete',
    preview: 'Preview',
    open: 'Open file',
  },
  imagePreview: {
    failed: 'Image failed to load',
    alt: 'Image',
  },
  treeSelect: {
    placeholder: 'Please select',
    empty: 'No data',
  },
};
