import {
  BoldOutlined,
  CodeOutlined,
  ItalicOutlined,
  OrderedListOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Divider, Flex, Tooltip } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import './richText.css';

export interface RichTextEditorProps {
  /** HTML (a form field's value). */
  value?: string | null;
  onChange?: (html: string) => void;
  /** Height of the editing area in px (the spec's 300 by default). */
  height?: number;
  id?: string;
}

/**
 * The shared rich text widget (Tiptap + StarterKit): paragraphs, headings, emphasis, lists, quotes,
 * code and links. Heavy: import it with `React.lazy` only where it is used. An empty document is ''.
 */
export default function RichTextEditor({ value, onChange, height = 300, id }: RichTextEditorProps) {
  const { t } = useTranslation('sysadmin');
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, protocols: ['http', 'https', 'mailto'] } })],
    content: value ?? '',
    immediatelyRender: true,
    onUpdate: ({ editor: e }) => onChange?.(e.isEmpty ? '' : e.getHTML()),
  });
  // a value set from outside (the form reset or filled) replaces the document
  useEffect(() => {
    const html = value ?? '';
    if (editor && html !== (editor.isEmpty ? '' : editor.getHTML())) editor.commands.setContent(html, { emitUpdate: false });
  }, [editor, value]);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      h2: e.isActive('heading', { level: 2 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      code: e.isActive('codeBlock'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const button = (key: string, icon: ReactNode, active: boolean, run: () => void, disabled = false) => (
    <Tooltip key={key} title={t(`notice.editor.${key}`)}>
      <Button
        type={active ? 'primary' : 'text'}
        size="small"
        icon={icon}
        aria-label={t(`notice.editor.${key}`)}
        aria-pressed={active}
        disabled={disabled}
        onClick={run}
      />
    </Tooltip>
  );
  return (
    <div className="rich-text" id={id}>
      <Flex className="rich-text-toolbar" wrap gap={2} align="center">
        {button('bold', <BoldOutlined />, state.bold, () => chain().toggleBold().run())}
        {button('italic', <ItalicOutlined />, state.italic, () => chain().toggleItalic().run())}
        {button('underline', <UnderlineOutlined />, state.underline, () => chain().toggleUnderline().run())}
        {button('strike', <StrikethroughOutlined />, state.strike, () => chain().toggleStrike().run())}
        <Divider orientation="vertical" />
        {button('heading', <span className="rich-text-h">H</span>, state.h2, () => chain().toggleHeading({ level: 2 }).run())}
        {button('bulletList', <UnorderedListOutlined />, state.bullet, () => chain().toggleBulletList().run())}
        {button('orderedList', <OrderedListOutlined />, state.ordered, () => chain().toggleOrderedList().run())}
        {button('blockquote', <span className="rich-text-h">”</span>, state.quote, () => chain().toggleBlockquote().run())}
        {button('codeBlock', <CodeOutlined />, state.code, () => chain().toggleCodeBlock().run())}
        <Divider orientation="vertical" />
        {button('undo', <UndoOutlined />, false, () => chain().undo().run(), !state.canUndo)}
        {button('redo', <RedoOutlined />, false, () => chain().redo().run(), !state.canRedo)}
      </Flex>
      <EditorContent editor={editor} className="rich-text-body" style={{ height }} />
    </div>
  );
}
