import Button from '@mui/material/Button';
import type { PopupAction } from '../api/messages';

/** The three choices of a logon popup or participant notification (spec 01 §4). */
export const POPUP_ACTION_LABELS: Record<PopupAction, string> = {
  never: "Don't show again",
  tomorrow: 'Remind me tomorrow',
  later: 'Later',
};

export function PopupActions({ onAction, size }: { onAction: (action: PopupAction) => void; size?: 'small' | 'medium' }) {
  return (
    <>
      <Button size={size} onClick={() => onAction('never')}>
        {POPUP_ACTION_LABELS.never}
      </Button>
      <Button size={size} onClick={() => onAction('tomorrow')}>
        {POPUP_ACTION_LABELS.tomorrow}
      </Button>
      <Button size={size} variant="contained" onClick={() => onAction('later')}>
        {POPUP_ACTION_LABELS.later}
      </Button>
    </>
  );
}
