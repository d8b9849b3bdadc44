import { useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { fromPromise, type SnapshotFrom } from 'xstate';
import {
  type CreatedRequest,
  createJobRequestFormMachine,
  type JobFormField,
  type JobFormValues,
  type JobRequestFormMachine,
  type SubmitRequestInput,
  type UploadInput,
  type ZipAnswer,
} from '../../../machines/job-request-form.machine';
import { useAuth } from '../../auth/auth-handle';
import { type AskedContractor, asksContractor } from '../../components/forms/AskedContractorNote';
import { todayHere } from '../../components/forms/dates';
import { fieldFocus, textFieldProps } from '../../components/forms/field-focus';
import { inspect } from '../../lib/inspector';
import { checkZip, submitJobRequest } from './job-request-form.api';
import { isKeptPhoto, jobFormChecker, typedSince } from './job-request-form.logic';
import { uploadPhoto } from './photo-upload';

const check = jobFormChecker(todayHere);

type FormSnapshot = SnapshotFrom<JobRequestFormMachine<File>>;
/** Sent, or on its way: leaving loses nothing, and the request's own page opens once it is in. */
const isSentOrSending = (s: FormSnapshot) => s.matches({ submission: 'submitting' }) || s.matches({ submission: 'created' });

/** The machine given the browser's actors: XMLHttpRequest uploads, the API client's calls, focus and navigation. */
function formRuntime(openRequest: (id: string) => void, contractor: AskedContractor | undefined) {
  const focus = fieldFocus();
  const logic = createJobRequestFormMachine<File>().provide({
    actors: {
      uploadPhoto: fromPromise<{ id: string }, UploadInput<File>>(({ input, signal }) =>
        uploadPhoto(input.file, {
          signal,
          onProgress: (loaded, total) => input.parent.send({ type: 'photos.progress', key: input.key, loaded, total }),
        }),
      ),
      checkZip: fromPromise<ZipAnswer, { zipCode: string }>(({ input }) => checkZip(input.zipCode)),
      // The contractor asked for is named only for a service they do: the page says they are asked only then.
      submitRequest: fromPromise<CreatedRequest, SubmitRequestInput>(({ input }) =>
        submitJobRequest({ ...input, contractorId: asksContractor(contractor, input.values.tradeId) ? contractor.id : undefined }),
      ),
    },
    actions: {
      focusField: (_, { field }) => focus.ask(field),
      openRequest: (_, { id }) => openRequest(id),
    },
  });
  return {
    logic,
    register: focus.register,
    moveFocus: focus.moveFocus,
  };
}

/**
 * New Job Request's machine (machines/job-request-form.machine.ts) for the screen: what it shows, and
 * the events a customer's actions send. The flow is the machine's; this only connects it to the page.
 */
export function useJobRequestForm(initialValues: JobFormValues, contractor: AskedContractor | undefined) {
  const navigate = useNavigate();
  // The request's own page after sending: nothing is left behind then, so no question stands in the way.
  const [runtime] = useState(() => formRuntime((id) => void navigate({ to: '/job-requests/$id', params: { id }, ignoreBlocker: true }), contractor));
  const actor = useActorRef(runtime.logic, {
    input: { values: initialValues, validate: check, contractorId: contractor?.id },
    ...(inspect ? { inspect } : {}),
  });
  // Focus moves after the render that shows the messages, so a screen reader reads the field with its error.
  useEffect(() => runtime.moveFocus());

  const values = useSelector(actor, (s) => s.context.values);
  const errors = useSelector(actor, (s) => s.context.fieldErrors);
  const alert = useSelector(actor, (s) => s.context.alert);
  const photos = useSelector(actor, (s) => s.context.photos);
  const photoNotice = useSelector(actor, (s) => s.context.photoNotice);
  const zipPlace = useSelector(actor, (s) => s.context.zipPlace);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const waitingForPhotos = useSelector(actor, (s) => s.matches({ submission: 'waitingForPhotos' }));
  const checkingZip = useSelector(actor, (s) => s.matches({ zipCheck: 'checking' }) || s.matches({ zipCheck: 'waiting' }));
  // What leaving would lose. The values the form opened with (the service from the link or the
  // contractor) were not typed; a refused file is not sent anyway.
  const typed = useSelector(actor, (s) => !isSentOrSending(s) && typedSince(initialValues, s.context.values));
  const photosAdded = useSelector(actor, (s) => !isSentOrSending(s) && s.context.photos.some(isKeptPhoto));
  // A session that has ended takes the customer to Index (a logout, or the server refusing the tokens):
  // the page can no longer be used, so it is not held.
  const auth = useAuth();
  const sessionEnded = useCallback(() => auth.view().status === 'signedOut', [auth]);

  const setValue = (name: JobFormField, value: string) => actor.send({ type: 'form.change', field: name, value });

  const field = (name: JobFormField, hint?: string) => textFieldProps({ values, errors, setValue, register: runtime.register }, name, hint);

  return {
    values,
    errors,
    alert,
    photos,
    photoNotice,
    zipPlace,
    busy,
    waitingForPhotos,
    checkingZip,
    /** What leaving would lose: what was typed, the photos added. */
    unsent: { typed, photosAdded, sessionEnded },
    field,
    setValue,
    register: runtime.register,
    addPhotos: (files: File[]) => actor.send({ type: 'photos.add', files }),
    removePhoto: (key: string) => actor.send({ type: 'photos.remove', key }),
    retryPhoto: (key: string) => actor.send({ type: 'photos.retry', key }),
    formProps: {
      onSubmit: (event: FormEvent) => {
        event.preventDefault();
        actor.send({ type: 'form.submit' });
      },
      noValidate: true,
      'aria-busy': busy,
    },
  };
}
