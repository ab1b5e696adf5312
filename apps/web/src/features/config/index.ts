export { default as ConfigPage } from './ConfigPage.tsx';
