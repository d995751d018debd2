import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { CourseTemplateRow, CoursesListAnswer } from '@shared/certificates/types';
import { BLANKS_TEXT, CERTIFICATE_LIMITS } from '@shared/certificates/texts';
import { DEBOUNCE_MS } from '@shared/constants';
import * as MESSAGES from '@shared/texts/general';
import { useCallback, useState } from 'react';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { NoticeSnackbar, useNotice } from '@/components/NoticeSnackbar';
import { errorText } from '@/lib/api-client';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { type ListPage, PagedTable } from '../components/PagedTable';
import { WhenBy } from '../components/WhenBy';
import { useRemoveTemplate, useTemplateCourses } from './api/templates';
import { TemplateCell } from './TemplateCell';

/** The headers stay on one line on a wide screen (the cells wrap as they must). */
const NO_WRAP = { '&.MuiTableCell-head': { whiteSpace: 'nowrap' } } as const;

const asListPage = (answer: CoursesListAnswer): ListPage<CourseTemplateRow> => ({
  data: answer.courses,
  total: answer.total,
  current_page: answer.page,
  per_page: answer.per_page,
  last_page: Math.max(1, Math.ceil(answer.total / answer.per_page)),
});

const countLine = (total: number, searched: boolean) =>
  total === 0 && searched ? BLANKS_TEXT.noCourses : `${total} course${total === 1 ? '' : 's'}`;

/**
 * Admin tab 16, Blanks (spec 03 §2.6, §5, §7, §9; senior admin only): the courses with their
 * certificate templates, searched (id, name or abbreviation), 10 a page. Each row uploads a png
 * template (its progress shown; a new upload becomes the course's template, issued certificates
 * keep theirs) and removes it after a confirmation (the same call with courseId alone).
 */
export default function BlanksTab() {
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input.trim(), DEBOUNCE_MS.userLookup);
  const [paging, setPaging] = useState({ search: '', page: 1 });
  const page = paging.search === search ? paging.page : 1;
  const courses = useTemplateCourses(search, page);
  const remove = useRemoveTemplate();
  /** The course whose removal is asked; kept while the question closes so that its text does not change. */
  const [asked, setAsked] = useState<{ course: CourseTemplateRow; open: boolean } | null>(null);
  /** The course whose template was just removed: its Upload button takes the focus once the question has closed. */
  const [refocus, setRefocus] = useState<number | null>(null);
  const focused = useCallback(() => setRefocus(null), []);
  const { notice, setNotice, close } = useNotice();

  function confirmRemoval() {
    if (!asked) return;
    remove.mutate(asked.course.id, {
      onSuccess: (answer) => {
        setNotice({ severity: 'success', text: answer.message });
        setRefocus(answer.course.id);
      },
      onError: (error) => setNotice({ severity: 'error', text: errorText(error, MESSAGES.internalError) }),
      onSettled: () => setAsked((a) => a && { ...a, open: false }),
    });
  }

  return (
    <Card variant="outlined">
      <CardHeader title="Certificate templates" slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent>
        <Stack spacing={2}>
          <TextField
            type="search"
            size="small"
            label="Search courses"
            value={input}
            onChange={(event) => setInput(event.target.value)}
            sx={{ maxWidth: 360 }}
          />
          <PagedTable
            page={courses.data ? asListPage(courses.data) : undefined}
            countLine={courses.data ? countLine(courses.data.total, search !== '') : ''}
            filtersSet={null}
            countTestId="blanks-count"
            error={courses.isError ? errorText(courses.error, MESSAGES.internalError) : null}
            loadingLabel="Loading the courses"
            label="Certificate templates"
            columns={[
              { label: 'Course ID', cell: (course) => course.id, sx: NO_WRAP },
              { label: 'Course', cell: (course) => course.name, sx: { minWidth: 160 } },
              { label: 'Abreviation', cell: (course) => course.abreviation, sx: NO_WRAP },
              {
                label: 'Certificate Template',
                action: true,
                sx: NO_WRAP,
                cell: (course) => (
                  <TemplateCell
                    course={course}
                    onNotice={setNotice}
                    onRemove={(course) => setAsked({ course, open: true })}
                    removing={remove.isPending && remove.variables === course.id}
                    focusUpload={refocus === course.id && !asked?.open}
                    onFocused={focused}
                  />
                ),
              },
              {
                label: 'Uploaded',
                sx: NO_WRAP,
                cell: (course) => (
                  <Box data-testid="template-uploaded">
                    <WhenBy at={course.uploaded_at} by={course.template?.uploaded_by_name ?? null} />
                  </Box>
                ),
              },
            ]}
            rowKey={(course) => course.id}
            pageSizes={[CERTIFICATE_LIMITS.coursesPerPage]}
            onPage={(next) => setPaging({ search, page: next })}
          />
        </Stack>
      </CardContent>
      <ConfirmDialog
        open={asked?.open ?? false}
        text={asked ? BLANKS_TEXT.removeQuestion(asked.course.name) : ''}
        confirmLabel="Remove"
        confirmColor="error"
        busy={remove.isPending}
        onConfirm={confirmRemoval}
        onCancel={() => !remove.isPending && setAsked((a) => a && { ...a, open: false })}
      />
      <NoticeSnackbar notice={notice} onClose={close} />
    </Card>
  );
}
