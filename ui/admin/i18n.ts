import { type AreaTexts } from '../kit/i18n/area-texts';

/** Texts of the administration (namespace admin). */
const PtBr = {
  subjects: 'Assuntos',
  'subjects/register': 'Cadastro de assunto',
  users: 'Usuários',
  'users/register': 'Cadastro de usuário',
  tags: 'Tags',
  'tags/register': 'Cadastro de tag',
  publishing: 'Publicação',
  'publishing/register': 'Cadastro de publicação',
  menuGroup: 'Administração',
  arrives: 'A tabela e o formulário de cadastro desta área aparecerão aqui.',
};

const EnEu: typeof PtBr = {
  subjects: 'Subjects',
  'subjects/register': 'Register a subject',
  users: 'Users',
  'users/register': 'Register a user',
  tags: 'Tags',
  'tags/register': 'Register a tag',
  publishing: 'Publishing',
  'publishing/register': 'Write a publication',
  menuGroup: 'Administration',
  arrives: 'The table and the registration form of this area will appear here.',
};

const EsEs: typeof PtBr = {
  subjects: 'Temas',
  'subjects/register': 'Registro de tema',
  users: 'Usuarios',
  'users/register': 'Registro de usuario',
  tags: 'Etiquetas',
  'tags/register': 'Registro de etiqueta',
  publishing: 'Publicación',
  'publishing/register': 'Registro de publicación',
  menuGroup: 'Administración',
  arrives: 'La tabla y el formulario de registro de esta área aparecerán aquí.',
};

const EsAr: typeof PtBr = {
  subjects: 'Temas',
  'subjects/register': 'Registro de tema',
  users: 'Usuarios',
  'users/register': 'Registro de usuario',
  tags: 'Etiquetas',
  'tags/register': 'Registro de etiqueta',
  publishing: 'Publicación',
  'publishing/register': 'Registro de publicación',
  menuGroup: 'Administración',
  arrives: 'La tabla y el formulario de registro de esta área van a aparecer acá.',
};

const PtPt: typeof PtBr = {
  subjects: 'Assuntos',
  'subjects/register': 'Registo de assunto',
  users: 'Utilizadores',
  'users/register': 'Registo de utilizador',
  tags: 'Etiquetas',
  'tags/register': 'Registo de etiqueta',
  publishing: 'Publicação',
  'publishing/register': 'Registo de publicação',
  menuGroup: 'Administração',
  arrives: 'A tabela e o formulário de registo desta área vão aparecer aqui.',
};

export const ADMIN_TEXTS = { PtBr, EnEu, EsEs, EsAr, PtPt } satisfies AreaTexts;
