// The publishing desk's rules: what a draft must hold (its attachments too), the status workflow (SPEC §3 News status: SENDNOW 1, SAVED 2,
// SCHEDULED 3, SENT 4, ERROR 5), who receives a sent publication and by which channel, and how a body's HTML is
// sanitised (the same configuration on the server that keeps it and in the reader's view that shows it).
import { type ContentViewer, itemAccess } from '../content/content-access';
import { type ContentAttachment } from '../content/content-item';
import { PUBLICATION_TYPES } from '../content/catalogue';
import { inEveryLocale as t } from '../kernel/errors/catalogue';
import { NewsImportance, NewsStatus } from '../kernel/enums';
import { isValidHighlightTitle } from '../kernel/validation/highlight';
import { type FieldMessages, type FieldIssue } from '../kernel/validation/messages';
import { checkForm, type FieldRule, type FormRules, isFilled, required } from '../kernel/validation/rules';
import { type PublishingDraft } from './publishing-api';

/**
 * The longest title, summary and tag, the most tags and commodities, the largest body, and the most attachments (with
 * the longest name and address of one) a publication holds.
 */
export const PUBLISHING_LIMITS = {
  title: 200,
  summary: 1000,
  tag: 40,
  tags: 20,
  commodities: 20,
  body: 200_000,
  attachments: 10,
  attachmentName: 200,
  attachmentUrl: 500,
} as const;

/**
 * The one sanitiser configuration of a news body (DOMPurify's options): the HTML profile, so formatting, links, lists,
 * tables and images stay and scripts, event handlers, frames and forms go. The server keeps a body cleaned with it and
 * the reader's view cleans what it shows with it again.
 */
export const NEWS_BODY_SANITIZE = { USE_PROFILES: { html: true } } as const;

/** The longest teaser made from a body for a publication sent without a summary. */
export const TEASER_LENGTH = 240;

/**
 * The summary a publication without one is published with: its body's text, whitespace collapsed, cut at the last
 * word that fits in TEASER_LENGTH characters (with an ellipsis when cut), so lists and the public detail have one.
 */
export function teaserOf(bodyText: string): string {
  const text = bodyText.replace(/\s+/g, ' ').trim();
  if (text.length <= TEASER_LENGTH) return text;
  const cut = text.slice(0, TEASER_LENGTH - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > TEASER_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s.,;:]+$/, '')}…`;
}

/** The field messages of the desk's form, by their `publishing.<name>` keys. */
export const PUBLISHING_FIELD_MESSAGES = {
  'publishing.chooseType': t(
    'Escolha o tipo de publicação',
    'Choose the publication type',
    'Elija el tipo de publicación',
    'Elegí el tipo de publicación',
    'Escolha o tipo de publicação',
  ),
  'publishing.chooseCommodity': t(
    'Escolha pelo menos uma commodity',
    'Choose at least one commodity',
    'Elija al menos una materia prima',
    'Elegí al menos una materia prima',
    'Escolha pelo menos uma matéria-prima',
  ),
  'publishing.titleTooLong': t(
    `O título deve ter no máximo ${PUBLISHING_LIMITS.title} caracteres`,
    `The title must have at most ${PUBLISHING_LIMITS.title} characters`,
    `El título debe tener como máximo ${PUBLISHING_LIMITS.title} caracteres`,
    `El título debe tener como máximo ${PUBLISHING_LIMITS.title} caracteres`,
    `O título deve ter no máximo ${PUBLISHING_LIMITS.title} caracteres`,
  ),
  'publishing.summaryTooLong': t(
    `O resumo deve ter no máximo ${PUBLISHING_LIMITS.summary} caracteres`,
    `The summary must have at most ${PUBLISHING_LIMITS.summary} characters`,
    `El resumen debe tener como máximo ${PUBLISHING_LIMITS.summary} caracteres`,
    `El resumen debe tener como máximo ${PUBLISHING_LIMITS.summary} caracteres`,
    `O resumo deve ter no máximo ${PUBLISHING_LIMITS.summary} caracteres`,
  ),
  'publishing.bodyRequired': t(
    'Escreva o texto da publicação',
    'Write the text of the publication',
    'Escriba el texto de la publicación',
    'Escribí el texto de la publicación',
    'Escreva o texto da publicação',
  ),
  'publishing.scheduleInPast': t(
    'Escolha uma data e hora no futuro',
    'Choose a date and time in the future',
    'Elija una fecha y hora en el futuro',
    'Elegí una fecha y hora en el futuro',
    'Escolha uma data e hora no futuro',
  ),
  'publishing.scheduleInvalid': t(
    'Esta data não existe',
    'This date does not exist',
    'Esta fecha no existe',
    'Esta fecha no existe',
    'Esta data não existe',
  ),
  'publishing.tooManyAttachments': t(
    `Uma publicação pode ter no máximo ${PUBLISHING_LIMITS.attachments} anexos`,
    `A publication can have at most ${PUBLISHING_LIMITS.attachments} attachments`,
    `Una publicación puede tener como máximo ${PUBLISHING_LIMITS.attachments} adjuntos`,
    `Una publicación puede tener como máximo ${PUBLISHING_LIMITS.attachments} adjuntos`,
    `Uma publicação pode ter, no máximo, ${PUBLISHING_LIMITS.attachments} anexos`,
  ),
  'publishing.attachmentNameTooLong': t(
    `O nome do anexo deve ter no máximo ${PUBLISHING_LIMITS.attachmentName} caracteres`,
    `The attachment's name must have at most ${PUBLISHING_LIMITS.attachmentName} characters`,
    `El nombre del adjunto debe tener como máximo ${PUBLISHING_LIMITS.attachmentName} caracteres`,
    `El nombre del adjunto debe tener como máximo ${PUBLISHING_LIMITS.attachmentName} caracteres`,
    `O nome do anexo deve ter, no máximo, ${PUBLISHING_LIMITS.attachmentName} carateres`,
  ),
  'publishing.attachmentLinkInvalid': t(
    'Informe um endereço https:// ou um caminho deste site começando com /',
    'Enter an https:// address or a path on this site starting with /',
    'Indique una dirección https:// o una ruta de este sitio que empiece por /',
    'Indicá una dirección https:// o una ruta de este sitio que empiece con /',
    'Indique um endereço https:// ou um caminho deste site que comece por /',
  ),
  'publishing.attachmentLinkTooLong': t(
    `O endereço do anexo deve ter no máximo ${PUBLISHING_LIMITS.attachmentUrl} caracteres`,
    `The attachment's address must have at most ${PUBLISHING_LIMITS.attachmentUrl} characters`,
    `La dirección del adjunto debe tener como máximo ${PUBLISHING_LIMITS.attachmentUrl} caracteres`,
    `La dirección del adjunto debe tener como máximo ${PUBLISHING_LIMITS.attachmentUrl} caracteres`,
    `O endereço do anexo deve ter, no máximo, ${PUBLISHING_LIMITS.attachmentUrl} carateres`,
  ),
  'publishing.notEditable': t(
    'Esta publicação já foi enviada e não pode ser alterada',
    'This publication has been sent and cannot be changed',
    'Esta publicación ya se envió y no se puede modificar',
    'Esta publicación ya se envió y no se puede modificar',
    'Esta publicação já foi enviada e não pode ser alterada',
  ),
  'publishing.notAllowed': t(
    'Esta ação não é possível no estado atual da publicação',
    'This action is not possible in the publication’s current status',
    'Esta acción no es posible en el estado actual de la publicación',
    'Esta acción no es posible en el estado actual de la publicación',
    'Esta ação não é possível no estado atual da publicação',
  ),
} as const satisfies FieldMessages<'publishing'>;

/** A key of the desk's field messages. */
export type PublishingMessageKey = keyof typeof PUBLISHING_FIELD_MESSAGES;

/** An attachment as the desk's form holds it: the name readers see, and the address of its file. */
export interface PublishingAttachmentValues {
  name: string;
  url: string;
}

/** A field of one attachment of the form, named by its place in the list (`attachments.0.url`). */
export type PublishingAttachmentField = `attachments.${number}.${keyof PublishingAttachmentValues}`;

/** The fields of a draft a rule can name: the list of attachments itself, and each attachment's name and address. */
export type PublishingField =
  | 'publicationType'
  | 'commodities'
  | 'title'
  | 'summary'
  | 'body'
  | 'highlightTitle'
  | 'attachments'
  | PublishingAttachmentField
  | 'at';

/** Whether a text holds something besides white space once its tags are taken out. */
function hasText(html: string): boolean {
  return /\S/.test(html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ')) || /<img\b/i.test(html);
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const characters = (value: unknown): number => [...text(value)].length;

const knownType: FieldRule<unknown> = {
  issue: { message: 'publishing.chooseType' },
  passes: (value) => (PUBLICATION_TYPES as readonly string[]).includes(text(value)),
};
const someCommodity: FieldRule<unknown> = {
  issue: { message: 'publishing.chooseCommodity' },
  passes: (value) => Array.isArray(value) && value.length > 0,
};
const titleLength: FieldRule<unknown> = {
  issue: { message: 'publishing.titleTooLong' },
  passes: (value) => characters(value) <= PUBLISHING_LIMITS.title,
};
const summaryLength: FieldRule<unknown> = {
  issue: { message: 'publishing.summaryTooLong' },
  passes: (value) => characters(value) <= PUBLISHING_LIMITS.summary,
};
const someBody: FieldRule<unknown> = {
  issue: { message: 'publishing.bodyRequired' },
  passes: (value) => hasText(text(value)),
};
/** A highlight's title (SPEC §5): asked for, and of at most 120 characters, only when the publication is a highlight. */
const highlightTitleRules: readonly FieldRule<{ highlight: boolean }>[] = [
  { issue: { message: 'required' }, passes: (value, form) => !form.highlight || isFilled(text(value)) },
  {
    issue: { message: 'titleTooLong' },
    passes: (value, form) => !form.highlight || isValidHighlightTitle(text(value)),
  },
];

const someAttachments: FieldRule<unknown> = {
  issue: { message: 'publishing.tooManyAttachments' },
  passes: (value) => !Array.isArray(value) || value.length <= PUBLISHING_LIMITS.attachments,
};

/**
 * An address a reader's browser opens safely as an attachment's file: a path on this site (`/…`, not `//…`) or an
 * https address with its host, on one line, without blanks, backslashes (`/\host` is another site to a browser) or
 * control characters.
 */
export function isAttachmentLink(value: string): boolean {
  return /^(\/(?!\/)|https:\/\/(?![/?#]))[^\s\p{Cc}\\]+$/u.test(value);
}

const attachmentNameLength: FieldRule<unknown> = {
  issue: { message: 'publishing.attachmentNameTooLong' },
  passes: (value) => characters(text(value).trim()) <= PUBLISHING_LIMITS.attachmentName,
};
const attachmentLinkLength: FieldRule<unknown> = {
  issue: { message: 'publishing.attachmentLinkTooLong' },
  passes: (value) => characters(text(value).trim()) <= PUBLISHING_LIMITS.attachmentUrl,
};
const attachmentLink: FieldRule<unknown> = {
  issue: { message: 'publishing.attachmentLinkInvalid' },
  passes: (value) => isAttachmentLink(text(value).trim()),
};

/**
 * The rules of one attachment: a name (at most 200 characters) and the address of its file (at most 500 characters, a
 * path on this site or an https address). The reference server keeps the address; it stores no file of its own.
 */
export const PUBLISHING_ATTACHMENT_RULES: FormRules<PublishingAttachmentValues> = {
  name: [required, attachmentNameLength],
  url: [required, attachmentLinkLength, attachmentLink],
};

/** The rules of the desk's fields, shared by a draft on the wire and the desk's form. */
interface PublishingRuleShape {
  publicationType: unknown;
  commodities: unknown;
  title: unknown;
  summary: unknown;
  body: unknown;
  highlight: boolean;
  highlightTitle: unknown;
  attachments: unknown;
}

/**
 * The desk's rules: a known publication type, at least one commodity, a title (at most 200 characters), a summary of
 * at most 1000, a body; a highlight needs its title, of at most 120 characters (SPEC §5); at most 10 attachments, each
 * checked by {@link PUBLISHING_ATTACHMENT_RULES}.
 */
export const PUBLISHING_RULES: FormRules<PublishingRuleShape> = {
  publicationType: [knownType],
  commodities: [someCommodity],
  title: [required, titleLength],
  summary: [summaryLength],
  body: [someBody],
  highlightTitle: highlightTitleRules,
  attachments: [someAttachments],
};

/** The problems of each attachment, on its own fields (`attachments.<place>.name`, `attachments.<place>.url`). */
export function validatePublishingAttachments(
  attachments: readonly PublishingAttachmentValues[],
): FieldIssue<PublishingAttachmentField>[] {
  return attachments.flatMap((attachment, index) =>
    checkForm(PUBLISHING_ATTACHMENT_RULES, attachment).map((issue) => ({
      ...issue,
      field: `attachments.${index}.${issue.field}` as const,
    })),
  );
}

/** The problems of a draft, by field (see {@link PUBLISHING_RULES}), its attachments' after the rest. */
export function validatePublishingDraft(draft: PublishingDraft): FieldIssue<PublishingField>[] {
  return [
    ...checkForm<PublishingRuleShape, PublishingField & keyof PublishingRuleShape>(PUBLISHING_RULES, draft),
    ...validatePublishingAttachments(draft.attachments),
  ];
}

/** The name of every field an attachment of the form can have, up to the limit (for the refusals that name them). */
export function publishingAttachmentFields(): PublishingAttachmentField[] {
  return Array.from({ length: PUBLISHING_LIMITS.attachments }, (_, index) => [
    `attachments.${index}.name` as const,
    `attachments.${index}.url` as const,
  ]).flat();
}

/** The media types the desk recognises by a file's extension; any other file is `application/octet-stream`. */
const MEDIA_TYPES: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  csv: 'text/csv',
  txt: 'text/plain',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  zip: 'application/zip',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  mp3: 'audio/mpeg',
  mp4: 'video/mp4',
};

/** The media type an extension names (`.pdf`, any case), if the desk knows it. */
function mediaTypeOfName(name: string): string | undefined {
  const extension = /\.([A-Za-z0-9]{1,5})$/.exec(name)?.[1]?.toLowerCase();
  return extension === undefined ? undefined : MEDIA_TYPES[extension];
}

/** The media type of an attachment: its address's extension (query and fragment aside), else its name's. */
export function attachmentMediaType(url: string, name: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  return mediaTypeOfName(path) ?? mediaTypeOfName(name.trim()) ?? 'application/octet-stream';
}

/**
 * An attachment of the form as the draft carries it: its name and address trimmed; the media type and size the
 * publication already had for that address, else the media type its extension names and a size of 0 (not known).
 */
export function attachmentOf(
  values: PublishingAttachmentValues,
  previous: readonly ContentAttachment[] = [],
): ContentAttachment {
  const name = values.name.trim();
  const url = values.url.trim();
  const known = previous.find((attachment) => attachment.url === url);
  return { name, url, mimeType: known?.mimeType ?? attachmentMediaType(url, name), size: known?.size ?? 0 };
}

/** The desk's form: the draft as its fields hold it, and the time a publication is scheduled at. */
export interface PublishingFormValues extends PublishingRuleShape {
  publicationType: string;
  /** The chosen commodities' ids, as text. */
  commodities: string[];
  /** The tags, separated by commas. */
  tags: string;
  important: boolean;
  exclusive: boolean;
  live: boolean;
  highlight: boolean;
  highlightTitle: string;
  title: string;
  summary: string;
  body: string;
  /** The attachments, in the order readers see them. */
  attachments: PublishingAttachmentValues[];
  /** When to send it (a local date and time, yyyy-mm-ddThh:mm), for Schedule. */
  at: string;
}

/** The form's rules (those of a draft; the time is checked when scheduling, against the clock). */
export const PUBLISHING_FORM_RULES: FormRules<PublishingFormValues> = { ...PUBLISHING_RULES, at: [] };

/**
 * The draft a form holds; its attachments by {@link attachmentOf}, `previous` being those of the publication it edits.
 */
export function publishingDraftOf(
  form: PublishingFormValues,
  previous: readonly ContentAttachment[] = [],
): PublishingDraft {
  return {
    publicationType: form.publicationType,
    commodities: [...new Set((form.commodities ?? []).map(Number).filter((id) => Number.isSafeInteger(id) && id > 0))],
    tags: form.tags
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
    importance: form.important ? NewsImportance.IMPORTANT : NewsImportance.DEFAULT,
    exclusive: form.exclusive,
    live: form.live,
    highlight: form.highlight,
    highlightTitle: form.highlight ? form.highlightTitle : '',
    title: form.title,
    summary: form.summary,
    body: form.body,
    attachments: (form.attachments ?? []).map((attachment) => attachmentOf(attachment, previous)),
  };
}

/** The form of a draft (a new one: empty, a news). */
export function publishingFormOf(draft: PublishingDraft = emptyPublishingDraft(), at = ''): PublishingFormValues {
  return {
    publicationType: draft.publicationType,
    commodities: draft.commodities.map(String),
    tags: draft.tags.join(', '),
    important: draft.importance === NewsImportance.IMPORTANT,
    exclusive: draft.exclusive,
    live: draft.live,
    highlight: draft.highlight,
    highlightTitle: draft.highlightTitle,
    title: draft.title,
    summary: draft.summary,
    body: draft.body,
    attachments: draft.attachments.map(({ name, url }) => ({ name, url })),
    at,
  };
}

/** What the desk can do to a publication. */
export type PublishingAction =
  /** Keep it as a draft (a scheduled one is taken off the schedule). */
  | { kind: 'save' }
  /** Send it at a future time. */
  | { kind: 'schedule'; at: Date; now: Date }
  /** Send it now (also what the scheduler does when a scheduled one's time comes). */
  | { kind: 'sendNow' }
  /** Send what is still missing of one that ended in error. */
  | { kind: 'resume' }
  /** The sending ended: every delivery made (SENT) or some failed (ERROR). */
  | { kind: 'finish'; failures: number };

/** The outcome of an action: the new status, or why it is refused. */
export type PublishingTransition =
  | { ok: true; status: NewsStatus }
  | { ok: false; reason: 'publishing.notEditable' | 'publishing.notAllowed' | 'publishing.scheduleInPast' };

const to = (status: NewsStatus): PublishingTransition => ({ ok: true, status });
const refused = (
  reason: 'publishing.notEditable' | 'publishing.notAllowed' | 'publishing.scheduleInPast',
): PublishingTransition => ({ ok: false, reason });

/**
 * The status workflow. A new publication (null) or a draft (SAVED) or a scheduled one can be saved, scheduled at a
 * future time or sent now; while it is being sent (SENDNOW) only the end of the sending moves it, to SENT when every
 * delivery was made or to ERROR when some failed; one in ERROR can only be resumed (it is published already, so its
 * text no longer changes); SENT is final.
 */
export function nextPublishingStatus(current: NewsStatus | null, action: PublishingAction): PublishingTransition {
  if (current === NewsStatus.SENT) return refused('publishing.notEditable');
  if (current === NewsStatus.SENDNOW)
    return action.kind === 'finish'
      ? to(action.failures > 0 ? NewsStatus.ERROR : NewsStatus.SENT)
      : refused('publishing.notAllowed');
  if (current === NewsStatus.ERROR) {
    if (action.kind === 'resume') return to(NewsStatus.SENDNOW);
    return action.kind === 'save' || action.kind === 'schedule'
      ? refused('publishing.notEditable')
      : refused('publishing.notAllowed');
  }
  // New, SAVED or SCHEDULED.
  switch (action.kind) {
    case 'save':
      return to(NewsStatus.SAVED);
    case 'schedule':
      return action.at.getTime() > action.now.getTime()
        ? to(NewsStatus.SCHEDULED)
        : refused('publishing.scheduleInPast');
    case 'sendNow':
      return to(NewsStatus.SENDNOW);
    default:
      return refused('publishing.notAllowed');
  }
}

/** Whether a publication in a status can still have its text changed. */
export function isPublishingEditable(status: NewsStatus | null): boolean {
  return status === null || status === NewsStatus.SAVED || status === NewsStatus.SCHEDULED;
}

/** The actions the desk offers for a publication in a status (what the workflow allows). */
export function publishingActions(status: NewsStatus | null): ('save' | 'schedule' | 'sendNow' | 'resume')[] {
  if (status === NewsStatus.ERROR) return ['resume'];
  if (isPublishingEditable(status)) return ['save', 'schedule', 'sendNow'];
  return [];
}

/** A notification channel. */
export type PublishingChannel = 'email' | 'push';
/** The channels, in the order they are sent. */
export const PUBLISHING_CHANNELS: readonly PublishingChannel[] = ['email', 'push'];

/** A reader's notification choices (SPEC §3 Account): block all, and e-mail and app per commodity (both on until chosen). */
export interface NotificationPreferences {
  blockAll: boolean;
  choices: readonly { commodity: number; email: boolean; app: boolean }[];
}

/** Whether a reader's choices let a commodity's notifications through a channel (a commodity never chosen: yes). */
export function notificationsAllow(
  preferences: NotificationPreferences,
  commodity: number,
  channel: PublishingChannel,
): boolean {
  if (preferences.blockAll) return false;
  const choice = preferences.choices.find((c) => c.commodity === commodity);
  if (!choice) return true;
  return channel === 'email' ? choice.email : choice.app;
}

/** What the recipients rule needs of a publication. */
export interface PublishingGate {
  commodities: readonly number[];
  publicationType: string;
  exclusive: boolean;
  /** The commodities that are offered at all (Hedge solutions is not). */
  enabledCommodities: ReadonlySet<number>;
}

/**
 * The commodity through which a reader receives a publication on a channel, or null when the reader does not: the
 * first of its commodities whose item the reader's rights open (the same rule as reading it) and whose notifications
 * the reader's choices let through that channel.
 */
export function recipientCommodity(
  viewer: ContentViewer,
  preferences: NotificationPreferences,
  publication: PublishingGate,
  channel: PublishingChannel,
): number | null {
  for (const commodity of publication.commodities) {
    const access = itemAccess(viewer, {
      subjectId: commodity,
      subjectEnabled: publication.enabledCommodities.has(commodity),
      publicationType: publication.publicationType,
      free: false,
      exclusive: publication.exclusive,
    });
    if (access.kind === 'open' && notificationsAllow(preferences, commodity, channel)) return commodity;
  }
  return null;
}

/** An empty draft: a news of default importance, for no commodity yet. */
export function emptyPublishingDraft(): PublishingDraft {
  return {
    publicationType: 'news',
    commodities: [],
    tags: [],
    importance: NewsImportance.DEFAULT,
    exclusive: false,
    live: false,
    highlight: false,
    highlightTitle: '',
    title: '',
    summary: '',
    body: '',
    attachments: [],
  };
}

declare module '../kernel/validation/messages' {
  interface AreaFieldMessages {
    publishing: typeof PUBLISHING_FIELD_MESSAGES;
  }
}
