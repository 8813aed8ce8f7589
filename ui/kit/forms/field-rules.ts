// The one rule set of the forms in the browser: class-validator constraints that are the core's field rules.
import { ValidateBy } from 'class-validator';
import { firstBrokenRule, issueKey, type FormRules } from '../../../core';

/**
 * Makes a DTO property follow its field's rules in a core form table (SPEC §5): one class-validator constraint per
 * rule, named by the key of the rule's issue (so react-hook-form's error `type` says which issue it is), each
 * failing only when its rule is the field's first broken one, exactly as the core's own check decides.
 */
export function FollowsRules<V>(rules: FormRules<V>) {
  return (target: object, property: keyof V & string): void => {
    const fieldRules = rules[property] ?? [];
    for (const rule of fieldRules) {
      ValidateBy({
        name: issueKey(rule.issue),
        validator: { validate: (value, args) => firstBrokenRule(fieldRules, value, args?.object as V) !== rule },
      })(target, property);
    }
  };
}
