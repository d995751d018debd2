import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import { useEffect, useRef } from 'react';
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
import { sanitizeHtml } from '@/lib/html';
import type { InvalidFieldProps } from '../components/field-errors';

/**
 * The rich-text box of the Add/Update modals: react-simple-wysiwyg (~4 KB gzip, contentEditable),
 * loaded only with the messages tabs. What it writes is sanitised by the server on save and again
 * by SafeHtml when shown. A value that did not come from the editor itself (the stored text of the
 * item being updated) is sanitised before the editor puts it into its editable element: there,
 * an event handler or a script in a stored record would run in the administrator's session.
 */
export function RichTextEditor({
  value,
  onChange,
  label,
  field,
}: {
  value: string;
  onChange: (html: string) => void;
  label: string;
  /** Its id, and whether and why it stops the save (marked like a TextField: aria-invalid, the message below it). */
  field?: InvalidFieldProps;
}) {
  const invalid = field?.error ?? false;
  const helperId = field?.helperText ? `${field.id}-helper-text` : undefined;
  // react-simple-wysiwyg renders its editable element once (rendering it again would reset the
  // caret), so whether it is invalid, and what describes it, are set on it here.
  const editable = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = editable.current;
    if (!element) return;
    if (invalid) element.setAttribute('aria-invalid', 'true');
    else element.removeAttribute('aria-invalid');
    if (helperId) element.setAttribute('aria-describedby', helperId);
    else element.removeAttribute('aria-describedby');
  }, [invalid, helperId]);
  // What the editor last wrote goes back unchanged: sanitising it would reset the caret.
  const written = useRef<string | null>(null);
  const shown = value === written.current ? value : sanitizeHtml(value);
  return (
    <Box
      sx={{
        '& .rsw-editor': { minHeight: 180, borderColor: invalid ? 'error.main' : undefined, fontFamily: 'inherit' },
        '& .rsw-ce': { fontSize: '1rem' },
      }}
    >
      <EditorProvider>
        <Editor
          value={shown}
          onChange={(event) => {
            written.current = event.target.value;
            onChange(event.target.value);
          }}
          role="textbox"
          aria-multiline="true"
          aria-label={label}
          id={field?.id}
          ref={editable}
        >
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
      {helperId && (
        <FormHelperText id={helperId} error={invalid}>
          {field?.helperText}
        </FormHelperText>
      )}
    </Box>
  );
}
