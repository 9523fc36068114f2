export { default } from "./ClientProfilePage";
