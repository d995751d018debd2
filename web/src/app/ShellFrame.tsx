import { AppFrame } from './AppFrame';
import ShellLayout from './shell/ShellLayout';

/** The shell inside the frame (AppFrame.tsx), in one chunk: a reload of a signed-in page waits for no extra one. */
export default function ShellFrame() {
  return (
    <AppFrame>
      <ShellLayout />
    </AppFrame>
  );
}
