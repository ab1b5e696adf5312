export default {
  swagger: {
    title: '系统接口',
    intro: '服务端的全部接口，由共享契约生成（OpenAPI {{version}}）。所有应答均为 HTTP 200 的 RuoYi 格式。',
    search: '搜索路径、说明或权限',
    permission: '权限',
    anyUser: '任何登录用户',
    public: '无需登录',
    parameters: '参数',
    body: '请求体',
    response: '响应',
    download: '下载 JSON',
    count: '共 {{count}} 个接口',
  },
};
