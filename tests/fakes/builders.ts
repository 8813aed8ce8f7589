import {
  createActiveUser,
  Profile,
  type ActiveUser,
  type ContentNotification,
  type LoginFields,
  type SubjectMenuItem,
} from '../../core';

/** A menu item of `main/menu` with sensible names in every locale. */
export function menuItem(
  id: number,
  nome: string,
  habilitado = true,
  extra: Partial<SubjectMenuItem> = {},
): SubjectMenuItem {
  return {
    id,
    nome,
    habilitado,
    namePtBr: nome,
    nameEnEu: nome,
    nameEsEs: nome,
    nameEsAr: nome,
    namePtPt: nome,
    icone: `icon-${id}`,
    originCode: 250,
    mne: nome.slice(0, 3).toUpperCase(),
    platformWdmaRoute: [],
    ...extra,
  };
}

/** A signed-in user built the way the login does, with the given fields. */
export function activeUser(fields: Partial<LoginFields> = {}): ActiveUser {
  return createActiveUser({
    nome: 'Maria Souza',
    email: 'maria@example.com',
    token: 'token-1',
    profile: Profile.SUBSCRIBER,
    acptoken: 'acp-1',
    refresh_token: 'refresh-1',
    ...fields,
  });
}

/** A content notification: a news item of Açúcar e Etanol published at `dt_publish`. */
export function notification(
  id: number,
  dt_publish: string,
  fields: Partial<ContentNotification> = {},
): ContentNotification {
  return {
    id,
    title: `Notícia ${id}`,
    commodity: { id: 1, nome: 'Açúcar e Etanol' },
    newsContent: [{ code: 'news', nome: 'Notícias' }],
    dt_report: null,
    dt_publish,
    read: false,
    ...fields,
  };
}
