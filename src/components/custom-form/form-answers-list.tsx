// Someone's saved answers as another person reads them (the contract's FormAnswers: a job's
// details, a candidate's additional details): today's fields with their values, then the answers
// to fields the form no longer asks, marked so. The server already left out what this reader may
// not see.
import type { FormAnswers } from '@generated/api/model';
import type { FormerAnswer } from '@shared/custom-form/former-answers.ts';
import type { FormField } from '@shared/custom-form/types.ts';
import { FieldValueList } from './field-value-list';

type Props = { answers: FormAnswers; cols?: number; lang?: string };

export function FormAnswersList({ answers, cols, lang }: Props) {
  return (
    <FieldValueList
      fields={answers.fields as FormField[]}
      values={answers.values}
      former={answers.formerAnswers as FormerAnswer[]}
      {...(cols ? { cols } : {})}
      {...(lang ? { lang } : {})}
    />
  );
}
