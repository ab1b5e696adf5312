export { addTemplate, getTemplate, templateOptions, updateTemplate } from './api.ts';
export { default as TemplateListScreen } from './TemplateListScreen.tsx';
