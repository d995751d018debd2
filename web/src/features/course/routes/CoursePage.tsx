import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { PlaceholderPage } from '@/components/PlaceholderPage';

/** /course/{course}: the framed course page (a later issue). */
export default function CoursePage() {
  const { course } = useParams();
  return (
    <PlaceholderPage title="Course">
      <Typography color="text.secondary">
        {course ? `Course ${course}` : 'You are not enrolled in a course yet.'}
      </Typography>
    </PlaceholderPage>
  );
}
