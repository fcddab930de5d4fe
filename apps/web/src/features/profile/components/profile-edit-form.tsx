import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, profileEditSchema, type CurrentUser, type ProfileEditBody } from '@curio/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from '@/components/ui/link';
import { useNavigate } from '@/lib/language-navigation';
import { buttonClassName } from '@/components/ui/button-styles';
import { ApiError, explainedError } from '@/lib/api-client';
import { getSessionToken } from '@/lib/session-token';
import { setCurrentUser } from '@/features/session/api/get-current-user';
import {
  ButtonSpinner,
  FieldError,
  FormMessage,
  inputClassName,
  PasswordField,
  TextField,
} from '@/features/session/components/form-controls';
import { useSchemaText } from '@/hooks/use-schema-text';
import { serverFieldText, useServerText } from '@/hooks/use-server-text';
import { saveSession } from '@/features/session/utils/session';
import { toast } from '@/lib/toast';
import { useAgents } from '../api/get-agents';
import { updateProfile, uploadPicture } from '../api/update-profile';
import { usePictureChoice } from '../hooks/use-picture-choice';
import {
  canSaveProfile,
  needsCurrentPassword,
  profileFieldsChanged,
  profileFormDefaults,
  type ProfileFormValues,
} from '../utils/profile-changes';
import { PictureField } from './picture-field';

/** The form's values as the change rule reads them (the schema leaves password and agent optional). */
function formValuesOf(values: Partial<ProfileEditBody>): ProfileFormValues {
  return {
    username: values.username ?? '',
    email: values.email ?? '',
    password: values.password ?? '',
    agentId: values.agentId ?? null,
    currentPassword: values.currentPassword ?? '',
    code: values.code ?? '',
  };
}

type ProfileEditFormProps = {
  user: CurrentUser;
  /** `?highlight=agent`: the agent field is pointed out (the buy flow needs an agent). */
  highlightAgent: boolean;
  /** Where to go after saving (and on Cancel): `?returnTo`, checked to be on this site. */
  returnTo: string;
};

const FIELDS = ['username', 'email', 'password', 'agentId', 'currentPassword', 'code'] as const;

/**
 * Profile edit (accounts-and-admin §2, §4, §5): picture, username, email, password (blank keeps it)
 * and agent, checked with the server's schema. Save is enabled only when something changed and no
 * image check runs; the picture is uploaded on save, then the fields are saved.
 */
export function ProfileEditForm({ user, highlightAgent, returnTo }: ProfileEditFormProps) {
  const { t } = useTranslation('accounts');
  const { t: tMain } = useTranslation();
  const serverText = useServerText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const agents = useAgents();
  const picture = usePictureChoice();
  const [formError, setFormError] = useState<string | null>(null);
  const agentFieldRef = useRef<HTMLDivElement>(null);

  const form = useForm({
    resolver: zodResolver(profileEditSchema),
    defaultValues: profileFormDefaults(user),
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;
  const watched = formValuesOf(useWatch({ control: form.control }));
  const fieldsChanged = profileFieldsChanged(user, watched);
  // A new email or password needs the current one (an account without a password is told how
  // to set one by the server).
  const askCurrentPassword = user.hasPassword && needsCurrentPassword(user, watched);
  const pictureChanged = picture.choice.status === 'accepted';
  const saveEnabled = canSaveProfile({
    fieldsChanged,
    pictureChanged,
    checkingImage: picture.choice.status === 'checking',
    saving: isSubmitting,
  });

  // Drawing attention to the agent field: into view, focused, ringed (and the notice above it).
  useEffect(() => {
    if (!highlightAgent) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    agentFieldRef.current?.scrollIntoView({
      block: 'center',
      behavior: reduceMotion ? 'auto' : 'smooth',
    });
    form.setFocus('agentId');
  }, [highlightAgent, form]);

  const storeUser = (saved: CurrentUser, token: string | undefined) => {
    // A new token (the password changed) replaces the session before the user is cached under it.
    if (token) saveSession(token);
    setCurrentUser(queryClient, getSessionToken(), saved);
  };

  const onSubmit = form.handleSubmit(async (parsed) => {
    const submitted = formValuesOf(parsed);
    setFormError(null);
    if (picture.choice.status === 'accepted') {
      try {
        const reply = await uploadPicture(picture.choice.file);
        storeUser(reply.user, reply.token);
        picture.reset();
        toast.success(t('profileEdit.pictureUpdated'));
      } catch (error) {
        const message = pictureErrorMessage(error);
        setFormError(message);
        toast.error(message);
        return;
      }
    }
    const withCurrentPassword = needsCurrentPassword(user, submitted);
    if (withCurrentPassword && user.hasPassword && !submitted.currentPassword) {
      form.setError('currentPassword', { message: MESSAGES.currentPasswordRequired });
      form.setFocus('currentPassword');
      return;
    }
    if (profileFieldsChanged(user, submitted)) {
      try {
        const reply = await updateProfile({
          username: submitted.username,
          email: submitted.email,
          agentId: submitted.agentId,
          ...(submitted.password ? { password: submitted.password } : {}),
          ...(withCurrentPassword && submitted.currentPassword
            ? { currentPassword: submitted.currentPassword }
            : {}),
          ...(withCurrentPassword && user.twoFactorEnabled && submitted.code
            ? { code: submitted.code }
            : {}),
        });
        storeUser(reply.user, reply.token);
        toast.success(t('profileEdit.updated'));
        // A new address waits for its link: say where to look.
        if (reply.user.pendingEmail && reply.user.pendingEmail !== user.pendingEmail)
          toast.success(serverText('verificationSent'));
      } catch (error) {
        if (error instanceof ApiError && error.fieldErrors) {
          for (const field of FIELDS) {
            const text = serverFieldText(error, field);
            if (text) form.setError(field, { type: 'server', message: serverText(text) });
          }
        }
        const message = profileErrorMessage(error);
        setFormError(message);
        toast.error(message);
        return;
      }
    }
    await navigate(returnTo);
  });

  function profileErrorMessage(error: unknown): string {
    if (error instanceof ApiError) {
      return error.code !== undefined
        ? serverText(error)
        : t('profileEdit.failedWithCode', { code: error.status });
    }
    return t('profileEdit.failed');
  }

  function pictureErrorMessage(error: unknown): string {
    const explained = explainedError(error);
    return explained ? serverText(explained) : t('profileEdit.pictureFailed');
  }

  const fieldError = useSchemaText();
  const agentOptions = agents.data ?? (user.agent ? [user.agent] : []);
  const agentSelectId = 'profile-agent';
  const agentNoticeId = 'profile-agent-notice';
  const agentErrorId = 'profile-agent-error';
  const agentError = fieldError(errors.agentId?.message);

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-6">
      {formError && <FormMessage type="error">{formError}</FormMessage>}

      <PictureField
        savedUrl={user.profilePicture?.pictureUrl}
        choice={picture.choice}
        feedback={picture.feedback}
        onChoose={(file) => void picture.choose(file)}
        onUndo={picture.reset}
        disabled={isSubmitting}
      />

      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('fields.username')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={fieldError(errors.username?.message)}
          {...form.register('username')}
        />
        <TextField
          label={t('fields.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          error={fieldError(errors.email?.message)}
          {...form.register('email')}
        />
      </div>

      <PasswordField
        label={user.hasPassword ? t('fields.newPassword') : t('fields.setPassword')}
        autoComplete="new-password"
        hint={user.hasPassword ? t('profileEdit.passwordHint') : t('profileEdit.setPasswordHint')}
        error={fieldError(errors.password?.message)}
        {...form.register('password')}
      />

      {askCurrentPassword && (
        <PasswordField
          label={t('recovery.currentPassword')}
          autoComplete="current-password"
          hint={t('recovery.currentPasswordHint')}
          error={fieldError(errors.currentPassword?.message)}
          {...form.register('currentPassword')}
        />
      )}
      {askCurrentPassword && user.twoFactorEnabled && (
        <TextField
          label={t('stepUp.code')}
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={32}
          error={fieldError(errors.code?.message)}
          {...form.register('code')}
        />
      )}

      <div
        ref={agentFieldRef}
        className={
          highlightAgent
            ? 'scroll-mt-24 rounded-xl bg-amber-50 p-4 ring-4 ring-amber-400 ring-offset-2 ring-offset-white'
            : ''
        }
      >
        {highlightAgent && (
          <div id={agentNoticeId} className="mb-3">
            <FormMessage type="info">{tMain('messages.assignAgent')}</FormMessage>
          </div>
        )}
        <label
          htmlFor={agentSelectId}
          className="mb-1.5 block text-sm font-medium text-neutral-800"
        >
          {t('fields.agent')}
        </label>
        <select
          id={agentSelectId}
          aria-invalid={agentError ? true : undefined}
          aria-describedby={
            [highlightAgent ? agentNoticeId : '', agentError ? agentErrorId : '']
              .filter(Boolean)
              .join(' ') || undefined
          }
          className={inputClassName(Boolean(agentError))}
          {...form.register('agentId', {
            setValueAs: (value: unknown) =>
              value === '' || value === null || value === undefined ? null : Number(value),
          })}
        >
          <option value="">{t('profileEdit.noAgent')}</option>
          {agentOptions.map((agent) => (
            <option key={agent.id} value={agent.id}>
              {agent.name}
            </option>
          ))}
        </select>
        {agents.isError && <FieldError message={t('profileEdit.agentsFailed')} />}
        <FieldError id={agentErrorId} message={agentError} />
      </div>

      <div className="flex flex-col-reverse gap-3 border-t border-neutral-200 pt-6 sm:flex-row sm:justify-end">
        <Link to={returnTo} className={buttonClassName('secondary')}>
          {t('common.cancel')}
        </Link>
        <button
          type="submit"
          disabled={!saveEnabled}
          className={`${buttonClassName('primary')} sm:min-w-36`}
        >
          {isSubmitting && <ButtonSpinner />}
          {t('profileEdit.save')}
        </button>
      </div>
    </form>
  );
}
