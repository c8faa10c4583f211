/**
 * Descriptions of schema elements, keyed by schema coordinate:
 *
 * - `Type`                 a type (object, interface, input, enum, scalar)
 * - `Type.field`           a field of an object or interface type, or a field of an input type
 * - `Type.field(argument)` an argument of a field (`Query.opportunities(first)`)
 * - `Enum.VALUE`           an enum value (`OpportunityStatus.ACTIVE`)
 */
export type DescriptionMap = Readonly<Record<string, string>>;
