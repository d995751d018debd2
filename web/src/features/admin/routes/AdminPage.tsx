import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { MENU } from '@shared/constants';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { ConfirmDialog, DISCARD_CHANGES } from '@/components/ConfirmDialog';
import { PageFallback } from '@/components/PageFallback';
import { rolesOf } from '@/lib/roles';
import { useSession } from '@/lib/session';
import { type AdminTab, rememberTab, rememberedTab, visibleTabs } from '../admin-tabs';
import { AdminTabPicker } from '../components/AdminTabPicker';
import { TabLeaveContext, useTabLeaveQuestion } from '../components/tab-leave';

const PICKER_ID = 'admin-tab-picker';

/**
 * /admin: one screen with numbered tabs (spec 02 §2). Only the active tab is mounted (inactive tabs
 * are destroyed) and the last active one is remembered in localStorage. A panel with unsaved
 * changes asks its own cancel question before another tab opens (tab-leave.tsx).
 *
 * On a phone (the shell's narrow breakpoint or less) the strip would show two or three tabs, so a
 * button naming the open tab opens the grouped list of every tab instead (AdminTabPicker); wider,
 * the strip scrolls with arrow buttons when it overflows.
 */
export default function AdminPage() {
  const { nislData } = useSession();
  const tabs = useMemo(() => visibleTabs(rolesOf(nislData)), [nislData]);
  const [active, setActive] = useState<AdminTab | undefined>(() => rememberedTab(tabs));
  const current = tabs.find((tab) => tab.number === active?.number) ?? tabs[0];
  useEffect(() => {
    if (current) rememberTab(current);
  }, [current]);
  const leave = useTabLeaveQuestion();
  const [asking, setAsking] = useState<{ tab: AdminTab; question: string } | null>(null);
  const phone = useMediaQuery(`(max-width:${MENU.narrowBreakpoint}px)`);
  const choose = (tab: AdminTab) => {
    const question = leave.question.current;
    if (question) setAsking({ tab, question });
    else setActive(tab);
  };

  return (
    <Box component="section" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Admin
      </Typography>
      {current ? (
        <>
          {phone ? (
            <AdminTabPicker id={PICKER_ID} tabs={tabs} current={current} onChoose={choose} />
          ) : (
            <Tabs
              value={current.number}
              onChange={(_event, number: number) => {
                const tab = tabs.find((t) => t.number === number);
                if (tab) choose(tab);
              }}
              variant="scrollable"
              scrollButtons="auto"
              allowScrollButtonsMobile
              aria-label="Admin tabs"
              sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
            >
              {tabs.map((tab) => (
                <Tab
                  key={tab.number}
                  value={tab.number}
                  label={tab.label}
                  id={`admin-tab-${tab.number}`}
                  aria-controls={`admin-panel-${tab.number}`}
                />
              ))}
            </Tabs>
          )}
          {/* A tab panel at any width (the tests and axe checks find the open tab by it), named on a phone by the picker. */}
          <Box role="tabpanel" id={`admin-panel-${current.number}`} aria-labelledby={phone ? PICKER_ID : `admin-tab-${current.number}`}>
            {current.Panel ? (
              <TabLeaveContext.Provider value={leave.setQuestion}>
                <Suspense fallback={<PageFallback />}>
                  <current.Panel key={current.number} />
                </Suspense>
              </TabLeaveContext.Provider>
            ) : (
              <Typography variant="h5" component="h2">
                {current.label}
              </Typography>
            )}
          </Box>
          <ConfirmDialog
            open={asking !== null}
            text={asking?.question ?? ''}
            {...DISCARD_CHANGES}
            confirmColor="error"
            onConfirm={() => {
              if (asking) setActive(asking.tab);
              setAsking(null);
            }}
            onCancel={() => setAsking(null)}
          />
        </>
      ) : (
        <Typography color="text.secondary">The admin tools of your account are not available yet.</Typography>
      )}
    </Box>
  );
}
