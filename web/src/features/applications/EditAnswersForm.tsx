import { useMutation } from '@apollo/client/react';
import { answersFormSchema } from '@leiga/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { UpdateApplicationAnswersDocument } from '../../__generated__/graphql';
import { toast } from '../../shell/toast-store';
import { Button } from '../../ui/Button';
import { FormError, SubmitButton, useServerSubmit } from '../../ui/form/FormKit';
import { FieldNamespace } from '../../ui/form/messages';
import { AnswerFields, answerFieldPath } from './components';
import { translateApplicationError } from './model';
import { useZodForm } from '../../ui/form/zod-form';

type Question = { id: string; text: string; required: boolean };

/** A pending application's answers, changed in place; domain's rules for each answer. */
export function EditAnswersForm({
  applicationId,
  questions,
  answers,
  onDone,
}: {
  applicationId: string;
  questions: readonly Question[];
  answers: readonly { questionId: string; answer: string }[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const schema = useMemo(() => z.object({ answers: answersFormSchema(questions) }), [questions]);
  const form = useZodForm(schema, {
    defaultValues: {
      answers: questions.map((q) => ({
        question_id: q.id,
        answer: answers.find((a) => a.questionId === q.id)?.answer ?? '',
      })),
    },
  });
  const [save] = useMutation(UpdateApplicationAnswersDocument);
  const submit = useServerSubmit(
    form,
    async (values) => {
      await save({
        variables: {
          input: {
            id: applicationId,
            answers: values.answers.map((a) => ({ questionId: a.question_id, answer: a.answer })),
          },
        },
      });
      toast.success(t('applications.detail.answers_saved'));
      onDone();
    },
    { translateError: translateApplicationError, fieldPath: answerFieldPath(questions) },
  );
  return (
    <FieldNamespace.Provider value="applications">
      <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
        <AnswerFields control={form.control} questions={questions} />
        <FormError control={form.control} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onPress={onDone}>
            {t('common.actions.cancel')}
          </Button>
          <SubmitButton control={form.control}>{t('common.actions.save')}</SubmitButton>
        </div>
      </form>
    </FieldNamespace.Provider>
  );
}
