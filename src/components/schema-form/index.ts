export { SchemaForm } from './lazy';
export type { SchemaFormProps } from './schema-form';
export { schemaProblems, type SchemaProblems } from './validation';
