import "../../infra/media/file-scalar.ts";
import "./media.ts";
