import type { CodegenConfig } from "@graphql-codegen/cli";

// schema.graphql (printed from the Pothos schema) + the documents that live
// beside the web components -> typed documents in web/src/gql (generated on
// install and before builds; not committed).
const config: CodegenConfig = {
  schema: "schema.graphql",
  documents: ["web/src/**/*.{ts,tsx}", "!web/src/gql/**/*"],
  ignoreNoDocuments: true,
  generates: {
    "web/src/gql/": {
      preset: "client",
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: "string", Date: "string", Decimal: "string", JSON: "unknown", File: "File" },
        strictScalars: true,
        skipTypename: false,
      },
    },
  },
};

export default config;
