import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { PlaceholderPage } from '@/components/PlaceholderPage';
import { CourseFramePage } from '../components/frame-pages';

/** /course/{course}: the framed course page (receives roles, disabilities and token). */
export default function CoursePage() {
  const { course } = useParams();
  if (!course) {
    return (
      <PlaceholderPage title="Course">
        <Typography color="text.secondary">You are not enrolled in a course yet.</Typography>
      </PlaceholderPage>
    );
  }
  return <CourseFramePage title="Course" />;
}
