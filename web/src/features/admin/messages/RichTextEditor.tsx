import Box from '@mui/material/Box';
import {
  BtnBold,
  BtnBulletList,
  BtnClearFormatting,
  BtnItalic,
  BtnLink,
  BtnNumberedList,
  BtnRedo,
  BtnStrikeThrough,
  BtnUnderline,
  BtnUndo,
  Editor,
  EditorProvider,
  Separator,
  Toolbar,
} from 'react-simple-wysiwyg';

/**
 * The rich-text box of the Add/Update modals: react-simple-wysiwyg (~4 KB gzip, contentEditable),
 * loaded only with the messages tabs. What it writes is sanitised by the server on save and again
 * by SafeHtml when shown.
 */
export function RichTextEditor({ value, onChange, label, invalid }: { value: string; onChange: (html: string) => void; label: string; invalid?: boolean }) {
  return (
    <Box sx={{ '& .rsw-editor': { minHeight: 180, borderColor: invalid ? 'error.main' : undefined, fontFamily: 'inherit' }, '& .rsw-ce': { fontSize: '1rem' } }}>
      <EditorProvider>
        <Editor value={value} onChange={(event) => onChange(event.target.value)} role="textbox" aria-multiline="true" aria-label={label}>
          <Toolbar>
            <BtnUndo />
            <BtnRedo />
            <Separator />
            <BtnBold />
            <BtnItalic />
            <BtnUnderline />
            <BtnStrikeThrough />
            <Separator />
            <BtnNumberedList />
            <BtnBulletList />
            <Separator />
            <BtnLink />
            <BtnClearFormatting />
          </Toolbar>
        </Editor>
      </EditorProvider>
    </Box>
  );
}
