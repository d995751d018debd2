/**
 * Save errors where the eye is (issue 34): what stops a form's save is shown on the fields
 * themselves (each invalid field marked: `error` gives it aria-invalid, its message is its helper
 * text, tied to it by aria-describedby) and listed in one alert at the form's header, and the
 * save moves the focus to the first invalid field, scrolled into view. A form states its
 * problems as `FieldProblem`s in the order it shows its fields (the spec's messages), gives each
 * field `fieldProps(name)` and puts `<FieldErrorSummary>` in its header.
 */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import { type ReactNode, useEffect, useId, useState } from 'react';

/** A problem that stops a save: the field it is about and the message shown for it. */
export interface FieldProblem<F extends string = string> {
  field: F;
  message: string;
}

/** What a TextField (text or select) takes to be marked: its id, `error` (aria-invalid) and helper text. */
export interface InvalidFieldProps {
  id: string;
  error: boolean;
  helperText: ReactNode;
}

export interface FieldErrors<F extends string = string> {
  /** The problems shown: none until a save is tried, then those of the current values (a fixed field drops out). */
  shown: readonly FieldProblem<F>[];
  /**
   * For the save button: shows the problems and moves the focus to the first invalid field.
   * True when there are none, so the save may go.
   */
  check: () => boolean;
  /** Shows nothing again until the next `check`: for a form that starts over, or empties itself after a save. */
  reset: () => void;
  /** The id of the field's focusable element (a text input, a select's combobox). */
  idOf: (field: F) => string;
  /** The message shown for the field, if any. */
  messageOf: (field: F) => string | undefined;
  /** A TextField's props: its id, and while it has a problem, `error` and the message as its helper text (else `helperText`). */
  fieldProps: (field: F, helperText?: ReactNode) => InvalidFieldProps;
  /** Moves the focus to the field and scrolls it to the middle of the view, clear of a sticky header. */
  focus: (field: F) => void;
}

export interface FieldErrorsOptions<F extends string> {
  /** Brings a field that is not on screen into the page (another pane of the form) before it is focused. */
  reveal?: (field: F) => void;
}

function focusElement(id: string): void {
  const element = document.getElementById(id);
  if (!element) return;
  element.focus({ preventScroll: true });
  // jsdom has no scrollIntoView.
  element.scrollIntoView?.({ block: 'center' });
}

/**
 * The errors of a form whose `problems` (computed from its current values, every render) stop
 * its save. See the module comment.
 */
export function useFieldErrors<F extends string>(
  problems: readonly FieldProblem<F>[],
  { reveal }: FieldErrorsOptions<F> = {},
): FieldErrors<F> {
  const prefix = useId();
  const [tried, setTried] = useState(false);
  // A new object per check, so that checking again focuses again.
  const [focusRequest, setFocusRequest] = useState<{ field: F } | null>(null);
  const idOf = (field: F) => `${prefix}-${field}`;

  useEffect(() => {
    if (focusRequest) focusElement(`${prefix}-${focusRequest.field}`);
  }, [focusRequest, prefix]);

  const shown = tried ? problems : [];
  const messageOf = (field: F) => shown.find((problem) => problem.field === field)?.message;
  return {
    shown,
    check: () => {
      setTried(true);
      const first = problems[0];
      if (!first) return true;
      reveal?.(first.field);
      setFocusRequest({ field: first.field });
      return false;
    },
    reset: () => setTried(false),
    idOf,
    messageOf,
    fieldProps: (field, helperText) => {
      const message = messageOf(field);
      return { id: idOf(field), error: message !== undefined, helperText: message ?? helperText };
    },
    focus: (field) => {
      reveal?.(field);
      setFocusRequest({ field });
    },
  };
}

/** The helper text's id of a field that is not a TextField (as TextField names its own). */
const helperTextId = (field: InvalidFieldProps) => (field.helperText ? `${field.id}-helper-text` : undefined);

/**
 * What marks a control that is not a TextField (a file button): its id, aria-invalid while it has a
 * problem and aria-describedby naming its `FieldHelperText`.
 */
export function markedControlProps(field: InvalidFieldProps) {
  return { id: field.id, 'aria-invalid': field.error || undefined, 'aria-describedby': helperTextId(field) };
}

/** The helper text under a control that is not a TextField (`markedControlProps`); its problem's message while it has one. */
export function FieldHelperText({ field }: { field: InvalidFieldProps }) {
  if (!field.helperText) return null;
  return (
    <FormHelperText id={helperTextId(field)} error={field.error}>
      {field.helperText}
    </FormHelperText>
  );
}

/** The summary's title unless the form gives one (not in the spec). */
export const FIELD_ERRORS_TITLE = 'Not saved yet. Please check:';
/** The title for an action that saves nothing (a search, a report). */
export const FIELD_ERRORS_CHECK_TITLE = 'Please check:';

/**
 * The alert at a form's header listing what stops the save, each message a link that takes the
 * focus to its field (a message several fields share, once: to the first of them). Nothing while
 * there is nothing to show.
 */
export function FieldErrorSummary<F extends string>({
  errors,
  title = FIELD_ERRORS_TITLE,
  sx,
}: {
  errors: FieldErrors<F>;
  title?: string;
  /** Its place in the header (margins); it takes a row of its own in a wrapping flex header. */
  sx?: SxProps<Theme>;
}) {
  if (!errors.shown.length) return null;
  const listed = errors.shown.filter((problem, index) => errors.shown.findIndex((other) => other.message === problem.message) === index);
  return (
    <Alert severity="error" role="alert" sx={[{ flexBasis: '100%' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <AlertTitle>{title}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {listed.map((problem) => (
          <li key={problem.message}>
            <Link
              component="button"
              type="button"
              variant="body2"
              color="inherit"
              onClick={() => errors.focus(problem.field)}
              sx={{ textAlign: 'left', verticalAlign: 'baseline' }}
            >
              {problem.message}
            </Link>
          </li>
        ))}
      </Box>
    </Alert>
  );
}
