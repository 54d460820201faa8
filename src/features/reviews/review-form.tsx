// "Write a review" and "Edit your review": a modal form with the contract's rules (1–5 stars, a
// headline of 5–120 characters, pros and cons of 10–3,000, current or former employee, an
// optional job title, anonymous or named). The server's refusal (already reviewed, not eligible)
// is shown in the form, not as a toast.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, Button, Group, Radio, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useCreateReview, useUpdateReview } from '@generated/api/reviews/reviews';
import type { Review, ReviewCreateInput, ReviewEmploymentStatus } from '@generated/api/model';
import { AppModal } from '@/components/ui/app-modal';
import { isApiError } from '@/lib/api/api-error';
import { fieldErrorsOf } from '@/lib/api/field-errors';
import { SILENT } from '@/lib/api/http';
import { RatingInput } from './stars';

type Values = {
  rating: number;
  title: string;
  pros: string;
  cons: string;
  employmentStatus: ReviewEmploymentStatus | '';
  jobTitle: string;
  isAnonymous: boolean;
};
type Field = 'rating' | 'title' | 'pros' | 'cons' | 'employmentStatus' | 'jobTitle';
type Errors = Partial<Record<Field, string>>;

const FIELDS: readonly Field[] = ['rating', 'title', 'pros', 'cons', 'employmentStatus', 'jobTitle'];

/** The form's own checks, the same as the contract's. */
export function validateReview(v: Values): Errors {
  const errors: Errors = {};
  const length = (s: string) => s.trim().length;
  if (v.rating < 1 || v.rating > 5) errors.rating = t`Choose from 1 to 5 stars`;
  if (length(v.title) < 5) errors.title = t`Write a headline of at least 5 characters`;
  else if (v.title.length > 120) errors.title = t`Keep the headline within 120 characters`;
  if (length(v.pros) < 10) errors.pros = t`Tell us what you liked in at least 10 characters`;
  else if (v.pros.length > 3000) errors.pros = t`Keep it within 3,000 characters`;
  if (length(v.cons) < 10) errors.cons = t`Tell us what could be better in at least 10 characters`;
  else if (v.cons.length > 3000) errors.cons = t`Keep it within 3,000 characters`;
  if (!v.employmentStatus) errors.employmentStatus = t`Say whether you work there now`;
  if (v.jobTitle.length > 120) errors.jobTitle = t`Keep the job title within 120 characters`;
  return errors;
}

const valuesOf = (review: Review | null): Values => ({
  rating: review?.rating ?? 0,
  title: review?.title ?? '',
  pros: review?.pros ?? '',
  cons: review?.cons ?? '',
  employmentStatus: review?.employmentStatus ?? '',
  jobTitle: review?.jobTitle ?? '',
  isAnonymous: review?.isAnonymous ?? false,
});

type Props = {
  companyId: string;
  companyName: string;
  /** The review to edit; a new one without it. */
  review: Review | null;
  onClose: () => void;
  /** After saving, with the server's message; and after a refusal that changes what the page shows. */
  onSaved: (message: string) => void;
  onRefused: () => void;
};

export function ReviewFormModal({ companyId, companyName, review, onClose, onSaved, onRefused }: Props) {
  const create = useCreateReview({ request: SILENT });
  const update = useUpdateReview({ request: SILENT });
  const [values, setValues] = useState<Values>(() => valuesOf(review));
  const [errors, setErrors] = useState<Errors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (key in errors) setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const pending = create.isPending || update.isPending;

  const fail = (error: unknown) => {
    const fields = fieldErrorsOf(error, FIELDS);
    setErrors(fields);
    if (Object.keys(fields).length) return setRefusal(null);
    setRefusal(isApiError(error) ? error.message : t`Your review could not be saved. Please try again.`);
    if (isApiError(error) && (error.status === 409 || error.status === 404)) onRefused();
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateReview(values);
    setErrors(found);
    setRefusal(null);
    if (Object.keys(found).length) return;
    const body: Omit<ReviewCreateInput, 'companyId'> = {
      rating: values.rating,
      title: values.title.trim(),
      pros: values.pros.trim(),
      cons: values.cons.trim(),
      employmentStatus: values.employmentStatus as ReviewEmploymentStatus,
      isAnonymous: values.isAnonymous,
    };
    const jobTitle = values.jobTitle.trim();
    if (review)
      update.mutate(
        { id: review._id, data: { ...body, jobTitle: jobTitle || null } },
        { onSuccess: (res) => onSaved(res.message), onError: fail },
      );
    else
      create.mutate(
        { data: { ...body, companyId, ...(jobTitle ? { jobTitle } : {}) } },
        { onSuccess: (res) => onSaved(res.message), onError: fail },
      );
  };

  return (
    <AppModal opened onClose={onClose} title={review ? t`Edit your review` : t`Review ${companyName}`} size="xl">
      <form onSubmit={submit} noValidate aria-label={review ? t`Edit your review` : t`Write a review`}>
        <Stack gap="md">
          <RatingInput
            label={t`Overall rating`}
            value={values.rating}
            onChange={(n) => set('rating', n)}
            error={errors.rating}
          />
          <TextInput
            label={t`Headline`}
            required
            maxLength={120}
            value={values.title}
            onChange={(e) => set('title', e.currentTarget.value)}
            error={errors.title}
            placeholder={t`Sum up your experience in a line`}
          />
          <Textarea
            label={t`Pros`}
            description={t`What did you like about working there?`}
            required
            autosize
            minRows={3}
            maxLength={3000}
            value={values.pros}
            onChange={(e) => set('pros', e.currentTarget.value)}
            error={errors.pros}
          />
          <Textarea
            label={t`Cons`}
            description={t`What could be better?`}
            required
            autosize
            minRows={3}
            maxLength={3000}
            value={values.cons}
            onChange={(e) => set('cons', e.currentTarget.value)}
            error={errors.cons}
          />
          <Radio.Group
            label={t`Employment status`}
            required
            value={values.employmentStatus}
            onChange={(v) => set('employmentStatus', v === 'current' || v === 'former' ? v : '')}
            error={errors.employmentStatus}
          >
            <Group gap="lg" mt={6}>
              <Radio value="current" label={t`I work there now`} />
              <Radio value="former" label={t`I used to work there`} />
            </Group>
          </Radio.Group>
          <TextInput
            label={t`Your job title`}
            description={t`Optional`}
            maxLength={120}
            value={values.jobTitle}
            onChange={(e) => set('jobTitle', e.currentTarget.value)}
            error={errors.jobTitle}
          />
          <Switch
            label={t`Post anonymously`}
            description={t`Your name is hidden from the company and other visitors.`}
            checked={values.isAnonymous}
            onChange={(e) => set('isAnonymous', e.currentTarget.checked)}
          />
          {refusal ? (
            <Alert color="red" role="alert" title={t`Not saved`}>
              {refusal}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={pending}>
              {review ? t`Save changes` : t`Post review`}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
