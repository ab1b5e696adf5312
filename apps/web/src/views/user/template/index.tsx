import { TemplateListScreen } from '../../../features/template/index.ts';

/** Seller portal → My templates. */
export default function UserTemplatePage() {
  return <TemplateListScreen scope="seller" />;
}
