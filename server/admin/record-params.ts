// The parameters of a back-office record's routes (a subject, a user, a tag): its id.
import { type Static, Type } from '@sinclair/typebox';
import { type AdminRecordParams } from '../../core';
import { type AssertSame, Int } from '../wire';

export const RecordParams = Type.Object({ id: Int(1) });
export type RecordParamsIsCore = AssertSame<Static<typeof RecordParams>, AdminRecordParams>;
