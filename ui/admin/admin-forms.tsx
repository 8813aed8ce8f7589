import { observer } from 'mobx-react-lite';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  ADMIN_ROLES,
  type AdminUserDetail,
  type AdminUserPushDevice,
  type DropdownOption,
  type AuditEntry,
  formatDate,
  LOCALE_NAMES,
  LOCALES,
  parseLocale,
  parseProfile,
  Platform,
  Profile,
  PROFILE_NAMES,
  ROLE_NAMES,
  type TaggedContent,
} from '../../core';
import { FormCheckbox, FormField } from '../kit/forms/form-controls';
import { FormFrame } from '../kit/forms/form-frame';
import { PersonDocumentFields } from '../kit/forms/person-document';
import { type SubmitOutcome } from '../kit/forms/form.view-model';
import { FormSelect } from '../kit/forms/form-select';
import { useModelForm } from '../kit/forms/use-model-form';
import { useViewModel } from '../kit/injection';
import { LoadFailed } from '../kit/load-state';
import { usePageTitle } from '../kit/page-title';
import {
  SubjectRecordViewModel,
  TagRecordViewModel,
  UserRecordViewModel,
  type SavedTexts,
} from './admin-record.view-model';
import { SubjectFormDto, TagFormDto, UserFormDto } from './dto';
import { SubjectPicker } from './subject-picker';
import './admin.css';

/** The record's id in the address (`?id=12`), or null for a new record. */
function useRecordId(): number | null {
  const [params] = useSearchParams();
  const id = params.get('id');
  return id !== null && /^[1-9]\d{0,8}$/.test(id) ? Number(id) : null;
}

/** The success toast's words, in the page's language. */
function useSavedTexts(): SavedTexts {
  const { t } = useTranslation('admin');
  return { created: t('created'), updated: t('updated') };
}

/** A register page: breadcrumb, heading, the form once the record is read, and what the record shows beside it. */
function RegisterFrame({
  list,
  state,
  onRetry,
  children,
}: {
  list: 'subjects' | 'users' | 'tags';
  state: 'loading' | 'failed' | 'ready';
  onRetry: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const title = t(`${list}/register`);
  usePageTitle(title);
  return (
    <section className="page admin-page" aria-labelledby="admin-register-title">
      <nav className="breadcrumb" aria-label={t('breadcrumb')}>
        <ol>
          <li>
            <span>{t('menuGroup')}</span>
          </li>
          <li>
            <Link to={`/admin/${list}`}>{t(list)}</Link>
          </li>
          <li>
            <span aria-current="page">{title}</span>
          </li>
        </ol>
      </nav>
      <h1 id="admin-register-title">{title}</h1>
      {state === 'loading' && <p role="status">…</p>}
      {state === 'failed' && <LoadFailed onRetry={onRetry} />}
      {state === 'ready' && children}
      <p>
        <Link to={`/admin/${list}`}>{t('backToList')}</Link>
      </p>
    </section>
  );
}

/** After a new record is saved, its address says its id (a reload shows it). */
function useShowSaved(list: string, last: SubmitOutcome<{ id: number; created: boolean }, string> | null) {
  const navigate = useNavigate();
  useEffect(() => {
    if (last?.kind === 'done' && last.value.created)
      void navigate(`/admin/${list}/register?id=${last.value.id}`, { replace: true });
  }, [last, list, navigate]);
}

const SubjectForm = observer(function SubjectForm({ viewModel }: { viewModel: SubjectRecordViewModel }) {
  const { t } = useTranslation('admin');
  const list = 'subjects';
  const { control, onSubmit } = useModelForm(viewModel.form, SubjectFormDto, { defaults: viewModel.defaults });
  useShowSaved(list, viewModel.form.last);
  const field = (name: keyof SubjectFormDto & string, extra: { hint?: string; disabled?: boolean } = {}) => (
    <FormField control={control} name={name} id={`subject-${name}`} label={t(`field.${name}`)} {...extra} />
  );
  return (
    <FormFrame
      labelledBy="admin-register-title"
      busy={viewModel.form.pending}
      onSubmit={onSubmit}
      submitLabel={t('save')}
    >
      {field('id', { disabled: viewModel.editing })}
      {field('nome')}
      {field('namePtBr')}
      {field('nameEnEu')}
      {field('nameEsEs')}
      {field('nameEsAr')}
      {field('namePtPt')}
      {field('icone')}
      {field('iconSize', { hint: t('field.iconSizeHint') })}
      <FormCheckbox control={control} name="habilitado" id="subject-habilitado" label={t('field.habilitado')} />
      {field('originCode')}
      {field('mne')}
      {field('routes', { hint: t('field.routesHint') })}
    </FormFrame>
  );
});

/** /admin/subjects/register (and ?id= to edit): every field of a subject or menu item, with its change log. */
export const SubjectRegister = observer(function SubjectRegister() {
  const id = useRecordId();
  const viewModel = useViewModel(SubjectRecordViewModel, id, useSavedTexts());
  return (
    <RegisterFrame list="subjects" state={viewModel.state} onRetry={() => void viewModel.load(id)}>
      <SubjectForm key={viewModel.generation} viewModel={viewModel} />
      {viewModel.record && (
        <div className="admin-record">
          <ChangeLog record="subject" entries={viewModel.record.audit} />
        </div>
      )}
    </RegisterFrame>
  );
});

/** The plans to choose from; a plan the record names that no longer exists stays shown, so nothing read is lost. */
function planOptions(plans: readonly DropdownOption[], current: string) {
  const options = plans.map((plan) => ({ value: plan.id, label: plan.label }));
  return current === '' || options.some((option) => option.value === current)
    ? options
    : [...options, { value: current, label: current }];
}

const UserForm = observer(function UserForm({ viewModel }: { viewModel: UserRecordViewModel }) {
  const { t, i18n } = useTranslation('admin');
  const locale = parseLocale(i18n.language);
  const list = 'users';
  const {
    control,
    onSubmit,
    form: fields,
  } = useModelForm(viewModel.form, UserFormDto, { defaults: viewModel.defaults });
  useShowSaved(list, viewModel.form.last);
  return (
    <FormFrame
      labelledBy="admin-register-title"
      busy={viewModel.form.pending}
      onSubmit={onSubmit}
      submitLabel={t('save')}
    >
      <FormField control={control} name="email" id="user-email" label={t('field.email')} type="email" />
      <FormField control={control} name="name" id="user-name" label={t('field.name')} />
      <PersonDocumentFields
        form={fields}
        idPrefix="user"
        texts={{
          personType: t('field.personType'),
          individual: t('field.individual'),
          company: t('field.company'),
          cpf: t('field.cpf'),
          cnpj: t('field.cnpj'),
        }}
      />
      <FormField control={control} name="phone" id="user-phone" label={t('field.phone')} mask="phone" inputMode="tel" />
      <FormField
        control={control}
        name="country"
        id="user-country"
        label={t('field.country')}
        hint={t('field.countryHint')}
      />
      <FormField
        control={control}
        name="groups"
        id="user-groups"
        label={t('field.groups')}
        hint={t('field.groupsHint')}
      />
      <FormSelect
        control={control}
        name="language"
        id="user-language"
        label={t('field.language')}
        placeholder={t('choose')}
        options={LOCALES.map((code) => ({ value: code, label: LOCALE_NAMES[code] }))}
      />
      <FormSelect
        control={control}
        name="profile"
        id="user-profile"
        label={t('field.profile')}
        placeholder={t('choose')}
        options={Object.values(Profile).map((profile) => ({
          value: String(profile),
          label: PROFILE_NAMES[profile][locale],
        }))}
      />
      <FormSelect
        control={control}
        name="signature"
        id="user-signature"
        label={t('field.signature')}
        placeholder={t('choose')}
        options={planOptions(viewModel.plans, viewModel.defaults.signature)}
      />
      <SubjectPicker
        control={control}
        name="enabledSubjects"
        id="user-enabledSubjects"
        legend={t('field.enabledSubjects')}
        subjects={viewModel.subjects}
      />
      <FormCheckbox control={control} name="hasQuotesRights" id="user-quotes" label={t('field.hasQuotesRights')} />
      <fieldset className="admin-roles">
        <legend>{t('field.roles')}</legend>
        {ADMIN_ROLES.map((role) => (
          <FormCheckbox
            key={role}
            control={control}
            name={role}
            id={`user-role-${role}`}
            label={ROLE_NAMES[role][locale]}
          />
        ))}
      </fieldset>
      <FormCheckbox control={control} name="disabled" id="user-disabled" label={t('field.disabled')} />
      {!viewModel.editing && (
        <FormField
          control={control}
          name="password"
          id="user-password"
          label={t('field.password')}
          type="password"
          autoComplete="new-password"
        />
      )}
    </FormFrame>
  );
});

/** A date and time with every part in figures, in the device's zone (what a date's toLocaleString writes). */
const DATE_AND_TIME: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
};

const at = (iso: string, language: string) => formatDate(iso, parseLocale(language), DATE_AND_TIME);

const PLATFORM_KEYS: Readonly<Record<Platform, 'android' | 'ios' | 'other'>> = {
  [Platform.ANDROID]: 'android',
  [Platform.IOS]: 'ios',
  [Platform.OTHER]: 'other',
};

/** The devices registered for push: id, platform, whether a push token is on file, when registered and last seen. */
function PushDevices({ devices }: { devices: readonly AdminUserPushDevice[] }) {
  const { t, i18n } = useTranslation('admin');
  return (
    <section aria-labelledby="user-push-devices">
      <h2 id="user-push-devices">{t('pushDevices')}</h2>
      {devices.length === 0 ? (
        <p>{t('noPushDevices')}</p>
      ) : (
        <ul>
          {devices.map((device) => (
            <li key={device.deviceId}>
              {t('pushDeviceLine', {
                device: device.deviceId,
                platform: t(`platform.${PLATFORM_KEYS[device.platform]}`),
                token: device.hasPushToken ? t('withToken') : t('withoutToken'),
                registered: at(device.registeredAt, i18n.language),
                seen: at(device.lastSeenAt, i18n.language),
              })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The form field of each audited field named otherwise on the form (the others share their form field's label). */
const AUDITED_FIELD_LABELS: Readonly<Record<string, string>> = { platformWdmaRoute: 'routes' };

/**
 * A record's change log beside its form (a user's, a subject's, a tag's): each change newest first, created or
 * changed, by whom and when, and the fields it changed before and after, each named by its label on the form.
 */
function ChangeLog({ record, entries }: { record: 'user' | 'subject' | 'tag'; entries: readonly AuditEntry[] }) {
  const { t, i18n } = useTranslation('admin');
  const label = (field: string) => t(`field.${AUDITED_FIELD_LABELS[field] ?? field}`, { defaultValue: field });
  const locale = parseLocale(i18n.language);
  // A value as the form shows it: yes or no, a profile's or a language's name; any other value as it was written.
  const shown = (field: string, value: string | null) => {
    if (value === null) return '—';
    if (value === 'true' || value === 'false') return t(value === 'true' ? 'yes' : 'no');
    if (field === 'profile') return PROFILE_NAMES[parseProfile(value)][locale];
    if (field === 'language' && LOCALES.some((code) => code === value)) return LOCALE_NAMES[parseLocale(value)];
    return value;
  };
  return (
    <section aria-labelledby={`${record}-audit`}>
      <h2 id={`${record}-audit`}>{t('audit')}</h2>
      {entries.length === 0 ? (
        <p>{t('noAudit')}</p>
      ) : (
        <ol className="admin-audit">
          {entries.map((entry, index) => (
            <li key={`${entry.at}-${index}`}>
              <strong>{entry.action === 'created' ? t('auditCreated') : t('auditUpdated')}</strong>{' '}
              {t('auditLine', { by: entry.by, at: at(entry.at, i18n.language) })}
              <ul>
                {entry.changes.map((change) => (
                  <li key={change.field}>
                    {label(change.field)}: {shown(change.field, change.before)} → {shown(change.field, change.after)}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** A user's devices, sessions and audit log, beside the form. */
const UserRecord = observer(function UserRecord({ record }: { record: AdminUserDetail }) {
  const { t, i18n } = useTranslation('admin');
  return (
    <div className="admin-record">
      <section aria-labelledby="user-devices">
        <h2 id="user-devices">{t('devices')}</h2>
        {record.devices.length === 0 ? (
          <p>{t('noDevices')}</p>
        ) : (
          <ul>
            {record.devices.map((device) => (
              <li key={device.id}>
                {t('deviceLine', {
                  registered: at(device.registeredAt, i18n.language),
                  used: at(device.lastUsedAt, i18n.language),
                })}
              </li>
            ))}
          </ul>
        )}
      </section>
      <PushDevices devices={record.pushDevices} />
      <section aria-labelledby="user-sessions">
        <h2 id="user-sessions">{t('sessions')}</h2>
        {record.sessions.length === 0 ? (
          <p>{t('noSessions')}</p>
        ) : (
          <ul>
            {record.sessions.map((session) => (
              <li key={session.id}>
                {session.endedAt
                  ? t('sessionEnded', {
                      at: at(session.endedAt, i18n.language),
                      reason: t(`endReasons.${session.endedReason ?? 'logout'}`),
                    })
                  : t('sessionOpen', { at: at(session.createdAt, i18n.language) })}{' '}
                <span className="admin-muted">{session.userAgent}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <ChangeLog record="user" entries={record.audit} />
    </div>
  );
});

/** /admin/users/register (and ?id= to edit): the account, plan rights, roles and state, with its log. */
export const UserRegister = observer(function UserRegister() {
  const id = useRecordId();
  const viewModel = useViewModel(UserRecordViewModel, id, useSavedTexts());
  return (
    <RegisterFrame list="users" state={viewModel.state} onRetry={() => void viewModel.load(id)}>
      <UserForm key={viewModel.generation} viewModel={viewModel} />
      {viewModel.record && <UserRecord record={viewModel.record} />}
    </RegisterFrame>
  );
});

const TagForm = observer(function TagForm({ viewModel }: { viewModel: TagRecordViewModel }) {
  const { t } = useTranslation('admin');
  const list = 'tags';
  const { control, onSubmit } = useModelForm(viewModel.form, TagFormDto, { defaults: viewModel.defaults });
  useShowSaved(list, viewModel.form.last);
  const field = (name: keyof TagFormDto & string, hint?: string) => (
    <FormField
      control={control}
      name={name}
      id={`tag-${name}`}
      label={t(`field.${name}`)}
      {...(hint ? { hint } : {})}
    />
  );
  return (
    <FormFrame
      labelledBy="admin-register-title"
      busy={viewModel.form.pending}
      onSubmit={onSubmit}
      submitLabel={t('save')}
    >
      {field('namePtBr')}
      {field('nameEnEu')}
      {field('nameEsEs')}
      {field('nameEsAr')}
      {field('namePtPt')}
      <FormField
        control={control}
        name="category"
        id="tag-category"
        label={t('field.category')}
        list="tag-categories"
      />
      <datalist id="tag-categories">
        {viewModel.categories.map((category) => (
          <option key={category.id} value={category.id} />
        ))}
      </datalist>
      {field('contentIds', t('field.contentIdsHint'))}
    </FormFrame>
  );
});

/** The content items that carry a tag. */
function TaggedList({ content }: { content: readonly TaggedContent[] }) {
  const { t } = useTranslation('admin');
  return (
    <section aria-labelledby="tag-content">
      <h2 id="tag-content">{t('content', { count: content.length })}</h2>
      {content.length === 0 ? (
        <p>{t('noContent')}</p>
      ) : (
        <ul>
          {content.map((item) => (
            <li key={item.id}>
              <span className="admin-muted">{item.id}</span> {item.title}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** /admin/tags/register (and ?id= to edit): the tag's names, category and the content that carries it, with its log. */
export const TagRegister = observer(function TagRegister() {
  const id = useRecordId();
  const viewModel = useViewModel(TagRecordViewModel, id, useSavedTexts());
  return (
    <RegisterFrame list="tags" state={viewModel.state} onRetry={() => void viewModel.load(id)}>
      <TagForm key={viewModel.generation} viewModel={viewModel} />
      {viewModel.record && (
        <div className="admin-record">
          <TaggedList content={viewModel.record.content} />
          <ChangeLog record="tag" entries={viewModel.record.audit} />
        </div>
      )}
    </RegisterFrame>
  );
});
