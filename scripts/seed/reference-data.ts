/**
 * Reference data of the demo organisation (and of the benchmark's generated one): roles,
 * courses, delivery models, states with districts and schools, job functions, meeting types
 * and settings.
 */
import { ROLES } from '../../shared/auth/roles.ts';
import { COACHING_COURSE_KEY, DEFAULT_COURSE_ID } from '../../shared/constants.ts';
import type {
  Course,
  DeliveryModel,
  District,
  JobFunction,
  MeetingType,
  RoleRecord,
  School,
  StateRef,
} from '../../functions/data/reference/reference.ts';

export const ROLE_RECORDS: RoleRecord[] = ROLES.map(({ id, slug, name }) => ({
  id,
  slug,
  name,
  hide: slug === 'feedback_diagnostics',
  deleted_at: null,
}));

const course = (
  id: number,
  key: number,
  name: string,
  abbreviation: string,
  section_units: number,
  extra: Partial<Course> = {},
): Course => ({
  id,
  key,
  cms_key: `cohort${key}`,
  name,
  abbreviation,
  is_edp: false,
  is_nisl: true,
  section_units,
  ...extra,
});

export const COURSES: Course[] = [
  course(DEFAULT_COURSE_ID, 39, 'Executive Development Program for School Leaders', 'EDP', 6, { is_edp: true }),
  course(11, 6, 'Teacher For Effective Learning', 'TEL', 4),
  course(12, 25, 'Principal Foundations', 'PF', 4),
  course(13, 84, 'Leading for Equity and Excellence', 'LEE', 5),
  course(14, 250, 'Advanced Leadership Seminar', 'ALS', 4),
  course(15, COACHING_COURSE_KEY, 'Leadership Coaching', 'COACH', 1, { is_nisl: false }),
  course(16, 112, 'Instructional Leadership Program (PSS)', 'ILP', 6, { is_edp: true }),
];

export const DELIVERY_MODELS: DeliveryModel[] = [
  { id: 1, slug: 'in_person', name: 'In Person', color: '#1565c0', text_color: '#ffffff', is_virtual: false, is_edp_pss: false },
  { id: 2, slug: 'virtual', name: 'Virtual', color: '#6a1b9a', text_color: '#ffffff', is_virtual: true, is_edp_pss: false },
  { id: 3, slug: 'hybrid', name: 'Hybrid', color: '#00838f', text_color: '#ffffff', is_virtual: false, is_edp_pss: false },
  { id: 4, slug: 'edp_pss', name: 'EDP PSS', color: '#ef6c00', text_color: '#000000', is_virtual: false, is_edp_pss: true },
  {
    id: 5,
    slug: 'edp_pss_virtual2',
    name: 'EDP PSS Virtual (2-day)',
    color: '#f9a825',
    text_color: '#000000',
    is_virtual: true,
    is_edp_pss: true,
  },
  {
    id: 6,
    slug: 'edp_pss_virtualm',
    name: 'EDP PSS Virtual (modular)',
    color: '#fdd835',
    text_color: '#000000',
    is_virtual: true,
    is_edp_pss: true,
  },
  {
    id: 7,
    slug: 'edp_materials_nisl',
    name: 'EDP Materials NISL',
    color: '#2e7d32',
    text_color: '#ffffff',
    is_virtual: false,
    is_edp_pss: true,
  },
  { id: 8, slug: 'coaching', name: 'Coaching', color: '#ad1457', text_color: '#ffffff', is_virtual: true, is_edp_pss: false },
];

export const STATES: StateRef[] = [
  { id: 1, code: 'PA', name: 'Pennsylvania' },
  { id: 2, code: 'NY', name: 'New York' },
  { id: 3, code: 'OH', name: 'Ohio' },
  { id: 4, code: 'VA', name: 'Virginia' },
  { id: 5, code: 'TX', name: 'Texas' },
  { id: 6, code: 'MS', name: 'Mississippi' },
  { id: 7, code: 'MN', name: 'Minnesota' },
  { id: 8, code: 'CA', name: 'California' },
];

export const CITIES: Record<string, string[]> = {
  PA: ['Harrisburg', 'Pittsburgh', 'Philadelphia', 'Allentown'],
  NY: ['Albany', 'Buffalo', 'Rochester', 'Syracuse'],
  OH: ['Columbus', 'Cleveland', 'Dayton', 'Toledo'],
  VA: ['Richmond', 'Norfolk', 'Roanoke', 'Arlington'],
  TX: ['Austin', 'Houston', 'Dallas', 'El Paso'],
  MS: ['Jackson', 'Gulfport', 'Tupelo', 'Hattiesburg'],
  MN: ['Saint Paul', 'Minneapolis', 'Duluth', 'Rochester'],
  CA: ['Sacramento', 'Fresno', 'Oakland', 'San Diego'],
};

/** Three districts a state, three schools a district. */
export function districtsAndSchools(): { districts: District[]; schools: School[] } {
  const districts: District[] = [];
  const schools: School[] = [];
  const kinds = ['Elementary School', 'Middle School', 'High School'];
  for (const state of STATES) {
    CITIES[state.code].slice(0, 3).forEach((city, i) => {
      const district: District = {
        id: state.id * 100 + i + 1,
        state_id: state.id,
        name: `${city} ${i === 2 ? 'Area' : 'City'} School District`,
      };
      districts.push(district);
      kinds.forEach((kind, k) =>
        schools.push({
          id: district.id * 10 + k + 1,
          district_id: district.id,
          name: `${city} ${['Lincoln', 'Roosevelt', 'Central'][k]} ${kind}`,
        }),
      );
    });
  }
  return { districts, schools };
}

export const JOB_FUNCTIONS: JobFunction[] = [
  { id: 1, name: 'Teacher' },
  { id: 2, name: 'Instructional Coach' },
  { id: 3, name: 'District Leader' },
  { id: 4, name: 'Assistant Principal' },
  { id: 5, name: 'Principal' },
  { id: 6, name: 'Other' },
  { id: 7, name: 'Assistant Superintendent' },
  { id: 8, name: 'Superintendent' },
];

export const MEETING_TYPES: MeetingType[] = [
  { id: 1, slug: 'zoom', name: 'Zoom' },
  { id: 2, slug: 'teams', name: 'Microsoft Teams' },
  { id: 3, slug: 'in_person', name: 'In Person' },
];
