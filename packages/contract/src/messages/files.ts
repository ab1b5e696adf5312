/** Upload and download messages (besides the file.* keys in core.ts). */
export default {
  'zh-CN': {
    'file.nameTooLong': '文件名称长度不能超过 {0} 个字符',
    'file.empty': '上传文件不能为空',
  },
  'en-US': {
    'file.nameTooLong': 'The file name cannot exceed {0} characters',
    'file.empty': 'The uploaded file is empty',
  },
} as const;
