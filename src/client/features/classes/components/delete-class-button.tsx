import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "#client/components/ui/button.tsx";
import { classKeys } from "../api/class-keys.ts";
import { deleteClass } from "../api/delete-class.ts";
import { ConfirmDialog } from "./confirm-dialog.tsx";

export const DELETE_CLASS_WHAT =
  "Die Klasse wird mit ihren Mitgliedschaften und Hinweisen gelöscht; der Klassencode gilt nicht mehr. Die Konten der Schüler:innen bleiben bestehen – Konten, die Sie erstellt haben, löschen Sie vorher einzeln.";

/** «Klasse löschen», after the question; then back to the classes. */
export function DeleteClassButton({ classId, name }: { classId: string; name: string }) {
  const [asking, setAsking] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const remove = async () => {
    await deleteClass(classId);
    queryClient.removeQueries({ queryKey: classKeys.detail(classId) });
    await queryClient.invalidateQueries({ queryKey: classKeys.list() });
    navigate("/", { replace: true });
  };
  return (
    <>
      <Button variant="danger" onClick={() => setAsking(true)}>
        Klasse löschen
      </Button>
      {asking && (
        <ConfirmDialog
          title={`Klasse ${name} löschen?`}
          confirmLabel="Klasse endgültig löschen"
          busyLabel="Wird gelöscht …"
          onConfirm={remove}
          onClose={() => setAsking(false)}
        >
          <p className="font-semibold text-red-800 dark:text-red-200">{DELETE_CLASS_WHAT}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
