import { CARE_TEXT_WORDS, TEMPERATURE_F, WATER_DAYS, wordCount } from '@shop/shared/care';
import { DIFFICULTIES, DIFFICULTY_LABELS, HUMIDITIES, HUMIDITY_LABELS, PET_SAFETY, PET_SAFETY_LABELS } from '@shop/shared/care-labels';
import { LIGHT_TAGS } from '@shop/shared/tags';
import { TextAreaField } from '../../../components/admin/text-area-field.tsx';
import { Field, SelectField } from '../../../components/ui/field.tsx';
import type { CareField, CareFormValues, ProductErrors } from '../product-form-rules.ts';

interface CareFieldsProps {
  care: CareFormValues;
  errors: ProductErrors;
  onChange: (field: CareField, value: string) => void;
}

/** The care profile's fields; the shared schema checks them here and on the server alike. */
export function CareFields({ care, errors, onChange }: CareFieldsProps) {
  const props = (field: CareField) => ({
    name: `care.${field}`,
    value: care[field],
    error: errors[`care.${field}`],
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
  });
  const words = wordCount(care.careText);
  return (
    <div className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField label="Pet safety" {...props('petSafety')}>
          <option value="">Choose…</option>
          {PET_SAFETY.map((value) => (
            <option key={value} value={value}>
              {PET_SAFETY_LABELS[value]}
            </option>
          ))}
        </SelectField>
        <SelectField label="Difficulty" {...props('difficulty')}>
          <option value="">Choose…</option>
          {DIFFICULTIES.map((value) => (
            <option key={value} value={value}>
              {DIFFICULTY_LABELS[value]}
            </option>
          ))}
        </SelectField>
        <SelectField label="Light needed" {...props('light')}>
          <option value="">Choose…</option>
          {LIGHT_TAGS.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </SelectField>
        <SelectField label="Humidity" {...props('humidity')}>
          <option value="">Choose…</option>
          {HUMIDITIES.map((value) => (
            <option key={value} value={value}>
              {HUMIDITY_LABELS[value]}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="grid gap-5 sm:grid-cols-3">
        <Field
          label="Water every (days)"
          type="number"
          inputMode="numeric"
          min={WATER_DAYS.min}
          max={WATER_DAYS.max}
          step={1}
          {...props('waterEveryDays')}
        />
        <Field label="Lowest °F" type="number" inputMode="numeric" min={TEMPERATURE_F.min} max={TEMPERATURE_F.max} step={1} {...props('tempMinF')} />
        <Field label="Highest °F" type="number" inputMode="numeric" min={TEMPERATURE_F.min} max={TEMPERATURE_F.max} step={1} {...props('tempMaxF')} />
      </div>
      <Field label="Size when grown" autoComplete="off" maxLength={80} placeholder="2-3 ft tall" {...props('sizeWhenGrown')} />
      <TextAreaField
        label="Care text"
        rows={6}
        maxLength={2000}
        hint={`${CARE_TEXT_WORDS.min} to ${CARE_TEXT_WORDS.max} words in your own words; ${words} ${words === 1 ? 'word' : 'words'} now`}
        {...props('careText')}
      />
    </div>
  );
}
