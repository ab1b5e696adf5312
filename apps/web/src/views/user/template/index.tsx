import TemplateListScreen from '../../components/template/TemplateListScreen.tsx';

/** Seller portal → My templates. */
export default function UserTemplatePage() {
  return <TemplateListScreen scope="seller" />;
}
