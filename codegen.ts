import type { CodegenConfig } from "@graphql-codegen/cli";

// schema.graphql (printed from the Pothos schema) + the documents that live
// beside the web components -> typed documents in web/src/gql (generated on
// install and before builds; not committed).
const config: CodegenConfig = {
  schema: "schema.graphql",
  // Tests build their own documents (some deliberately invalid); only app code is typed.
  documents: ["web/src/**/*.{ts,tsx}", "!web/src/gql/**/*", "!web/src/**/*.test.{ts,tsx}"],
  ignoreNoDocuments: true,
  generates: {
    "web/src/gql/": {
      preset: "client",
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumType: "const",
        namingConvention: { enumValues: "keep" },
        scalars: { DateTime: "string", Date: "string", Decimal: "string", JSON: "unknown", File: "File" },
        strictScalars: true,
        skipTypename: false,
      },
    },
  },
};

export default config;
