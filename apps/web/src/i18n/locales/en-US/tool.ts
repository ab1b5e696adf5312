export default {
  swagger: {
    title: 'API docs',
    intro: "Every endpoint of the server, generated from the shared contract (OpenAPI {{version}}). Each answer is RuoYi's envelope with HTTP 200.",
    search: 'Search path, summary or permission',
    permission: 'Permission',
    anyUser: 'any signed-in user',
    public: 'no sign-in',
    parameters: 'Parameters',
    body: 'Request body',
    response: 'Response',
    download: 'Download JSON',
    count: '{{count}} endpoints',
  },
};
