import { TranslationOutlined } from '@ant-design/icons';
import { LANGS, type Lang } from '@ceping/contract';
import { Dropdown, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../i18n/index.ts';

/** Interface language switch (zh-CN / en-US). */
export default function LangSelect() {
  const { t, i18n } = useTranslation('layout');
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: LANGS.map((lang) => ({ key: lang, label: t(`languages.${lang}`) })),
        selectable: true,
        selectedKeys: [i18n.language],
        onClick: ({ key }) => {
          if (key !== i18n.language) void changeLanguage(key as Lang);
        },
      }}
    >
      <Tooltip title={t('navbar.language')} placement="left">
        <button type="button" className="right-menu-item" aria-label={t('navbar.language')}>
          <TranslationOutlined />
        </button>
      </Tooltip>
    </Dropdown>
  );
}
