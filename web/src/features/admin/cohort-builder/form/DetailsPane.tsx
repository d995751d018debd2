import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { HAS_SUITE_CHOICES, type CohortFormValues, type HasSuite } from '@shared/cohort-builder/form.types';
import { COHORT_LIST_TEXT } from '@shared/cohort-builder/list.texts';
import type { ChangeEvent } from 'react';
import { useDistricts } from '@/lib/lookups';
import { useCohortBuilderChoices, useCohortBuilderConfig, useCohortCourses } from '../api/cohort-form';
import { COHORT_TEXT, NOT_CHOSEN } from '@shared/cohort-builder/form.texts';
import { withCourse, withState } from './cohort-form-state';
import type { CohortPaneProps } from './pane-props';
import type { InvalidFieldProps } from '../../components/field-errors';

/** The sub-course a checkbox stands for: the word 'course' plus its number (spec 03 §3). */
export const subCourse = (number: number) => `course${number}`;

const GRID = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' } } as const;

/** A select of reference records by id; NOT_CHOSEN shows empty. */
function IdSelect({
  label,
  value,
  options,
  onChange,
  required,
  disabled,
  allowNone,
  invalid,
}: {
  label: string;
  value: number | null;
  options: ReadonlyArray<{ id: number; name: string }>;
  onChange: (id: number | null) => void;
  required?: boolean;
  disabled?: boolean;
  allowNone?: boolean;
  /** Its id, and whether and why it stops the save. */
  invalid?: InvalidFieldProps;
}) {
  const known = value !== null && value !== NOT_CHOSEN && options.some((o) => o.id === value);
  return (
    <TextField
      select
      label={label}
      value={known ? String(value) : ''}
      required={required}
      disabled={disabled}
      {...invalid}
      onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
    >
      {allowNone && (
        <MenuItem value="">
          <em>None</em>
        </MenuItem>
      )}
      {options.map((option) => (
        <MenuItem key={option.id} value={String(option.id)}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * The cohort's details (spec 03 §2.4): title, course, delivery model, city, state, district,
 * contract, 'Client has GSuite?', internal flag, collaboration, folder link, materials status,
 * welcome e-mail switch and sub-courses. Shown above the three panes.
 */
export function DetailsPane({ values, reference, onChange, errors }: CohortPaneProps) {
  const choices = useCohortBuilderChoices();
  const courses = useCohortCourses();
  const config = useCohortBuilderConfig();
  const districts = useDistricts(values.state_id === NOT_CHOSEN ? null : values.state_id);

  const set = (patch: Partial<CohortFormValues>) => onChange(patch);
  /** A text field whose blank is null. */
  const optionalText = (key: 'contract' | 'link_folder') => ({
    value: values[key] ?? '',
    onChange: (e: ChangeEvent<HTMLInputElement>) => set({ [key]: e.target.value === '' ? null : e.target.value }),
  });
  const courseOptions = (courses.data?.courses ?? []).map((c) => ({ id: c.value, name: c.label }));
  const units = reference.course?.section_units ?? 0;

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Box component="legend" sx={{ typography: 'subtitle1', mb: 1 }}>
        Details
      </Box>
      <Box sx={GRID}>
        <TextField
          label="Title"
          required
          value={values.name}
          onChange={(e) => set({ name: e.target.value })}
          {...errors?.fieldProps('name')}
          sx={{ gridColumn: { md: 'span 2' } }}
        />
        <IdSelect
          label="Course"
          required
          value={values.course_id}
          options={courseOptions}
          invalid={errors?.fieldProps('course_id')}
          onChange={(id) => id !== null && id !== values.course_id && set(withCourse(id))}
        />
        <IdSelect
          label="Delivery model"
          required
          value={values.delivery_model_id}
          options={choices.data?.deliveryModels ?? []}
          invalid={errors?.fieldProps('delivery_model_id')}
          onChange={(id) => id !== null && set({ delivery_model_id: id })}
        />
        <TextField label="City" value={values.city} onChange={(e) => set({ city: e.target.value })} />
        <IdSelect
          label="State"
          required
          value={values.state_id}
          options={choices.data?.states ?? []}
          invalid={errors?.fieldProps('state_id')}
          onChange={(id) => id !== null && id !== values.state_id && set(withState(id))}
        />
        <IdSelect
          label="District"
          allowNone
          value={values.district_id}
          options={districts.data ?? []}
          disabled={values.state_id === NOT_CHOSEN}
          onChange={(id) => set({ district_id: id })}
        />
        <TextField label="Contract" {...optionalText('contract')} />
        <TextField label="Folder link" type="url" {...optionalText('link_folder')} />
        <Autocomplete
          freeSolo
          options={config.data?.fields.material_statuses ?? []}
          value={values.material_status ?? ''}
          onChange={(_e, picked) => set({ material_status: picked || null })}
          onInputChange={(_e, text, reason) => reason !== 'reset' && set({ material_status: text.trim() === '' ? null : text })}
          renderInput={(params) => <TextField {...params} label="Materials status" />}
        />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 4, rowGap: 1, mt: 2 }}>
        <FormControl>
          <FormLabel id="cohort-has-suite">Client has GSuite?</FormLabel>
          <RadioGroup
            row
            aria-labelledby="cohort-has-suite"
            value={values.has_suite}
            onChange={(e) => set({ has_suite: e.target.value as HasSuite })}
          >
            {HAS_SUITE_CHOICES.map((choice) => (
              <FormControlLabel key={choice} value={choice} control={<Radio />} label={COHORT_LIST_TEXT.hasSuite[choice]} />
            ))}
          </RadioGroup>
        </FormControl>
        <FormControl component="fieldset">
          <FormLabel component="legend">Collaboration</FormLabel>
          <FormGroup row>
            <FormControlLabel
              control={
                <Checkbox
                  checked={values.collaboration.communities}
                  onChange={(e) => set({ collaboration: { ...values.collaboration, communities: e.target.checked } })}
                />
              }
              label="Communities"
            />
            <FormControlLabel
              control={
                <Checkbox
                  checked={values.collaboration.drive}
                  onChange={(e) => set({ collaboration: { ...values.collaboration, drive: e.target.checked } })}
                />
              }
              label="Drive"
            />
          </FormGroup>
        </FormControl>
        <FormControl component="fieldset">
          <FormLabel component="legend">Options</FormLabel>
          <FormGroup row>
            <FormControlLabel
              control={<Checkbox checked={values.is_internal} onChange={(e) => set({ is_internal: e.target.checked })} />}
              label="Internal"
            />
            <FormControlLabel
              control={<Checkbox checked={values.divide_units} onChange={(e) => set({ divide_units: e.target.checked })} />}
              label={COHORT_TEXT.divideUnits}
            />
            <FormControlLabel
              control={<Switch checked={values.welcome_email} onChange={(e) => set({ welcome_email: e.target.checked })} />}
              label="Send the welcome e-mail"
            />
          </FormGroup>
        </FormControl>
        {units > 0 && (
          <FormControl component="fieldset">
            <FormLabel component="legend">Sub-courses</FormLabel>
            <FormGroup row>
              {Array.from({ length: units }, (_, i) => subCourse(i + 1)).map((name, i) => (
                <FormControlLabel
                  key={name}
                  label={`Course ${i + 1}`}
                  control={
                    <Checkbox
                      checked={values.sub_courses.includes(name)}
                      onChange={(e) =>
                        set({
                          sub_courses: e.target.checked
                            ? [...values.sub_courses, name].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
                            : values.sub_courses.filter((s) => s !== name),
                        })
                      }
                    />
                  }
                />
              ))}
            </FormGroup>
          </FormControl>
        )}
      </Box>
    </Box>
  );
}
