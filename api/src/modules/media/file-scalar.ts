import { GraphQLError } from "graphql";
import { builder } from "../../graphql/builder.ts";

/**
 * An uploaded file, sent as a GraphQL multipart request
 * (https://github.com/jaydenseric/graphql-multipart-request-spec); yoga
 * parses the parts into `File` objects. Input only. Other modules (project
 * documents) use it as `t.arg({ type: FileScalar })` or `type: "File"`.
 */
export const FileScalar = builder.scalarType("File", {
  description: "A file sent as a part of a GraphQL multipart request",
  serialize: () => {
    throw new GraphQLError("File is an input-only scalar");
  },
  parseValue: (value) => {
    const file = value as Partial<File> | null;
    if (!file || typeof file !== "object" || typeof file.arrayBuffer !== "function" || typeof file.size !== "number") {
      throw new GraphQLError("Expected a file part (multipart request)", { extensions: { code: "BAD_USER_INPUT" } });
    }
    return file as File;
  },
  parseLiteral: () => {
    throw new GraphQLError("A file must be sent as a multipart request variable", { extensions: { code: "BAD_USER_INPUT" } });
  },
});
