export default {
  pagination: {
    total: '共 {{total}} 条',
    totalAbout: '约 {{total}} 条',
  },
  rightToolbar: {
    hideSearch: '隐藏搜索',
    showSearch: '显示搜索',
    refresh: '刷新',
    columns: '显隐列',
    allColumns: '列展示',
  },
  upload: {
    selectFile: '选取文件',
    uploadImage: '上传图片',
    tip: '请上传大小不超过 {{size}}MB、格式为 {{types}} 的文件',
    typeError: '文件格式不正确，请上传{{types}}格式文件!',
    imageTypeError: '文件格式不正确，请上传{{types}}图片格式文件!',
    nameError: '文件名不正确，不能包含英文逗号!',
    sizeError: '上传文件大小不能超过 {{size}} MB!',
    imageSizeError: '上传图片大小不能超过 {{size}} MB!',
    limitError: '上传文件数量不能超过 {{limit}} 个!',
    fileFailed: '上传文件失败，请重试',
    imageFailed: '上传图片失败，请重试',
    uploading: '正在上传文件，请稍候...',
    uploadingImage: '正在上传图片，请稍候...',
    remove: '删除',
    preview: '预览',
    open: '打开文件',
  },
  imagePreview: {
    failed: '图片加载失败',
    alt: '图片',
  },
  treeSelect: {
    placeholder: '请选择',
    empty: '暂无数据',
  },
};
