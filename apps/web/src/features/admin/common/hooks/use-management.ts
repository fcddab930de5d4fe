import { useState } from 'react';

/**
 * The state of a management tab (accounts-and-admin §4): the item being edited (edit mode), the
 * item waiting for the delete confirmation, and the error banner above the form.
 */
export function useManagement<T extends { id: number }>() {
  const [editing, setEditing] = useState<T | null>(null);
  const [pendingDelete, setPendingDelete] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);

  return {
    editing,
    startEdit: (item: T) => {
      setError(null);
      setEditing(item);
    },
    stopEdit: () => setEditing(null),
    pendingDelete,
    askDelete: (item: T) => setPendingDelete(item),
    closeDelete: () => setPendingDelete(null),
    error,
    showError: (message: string) => setError(message),
    clearError: () => setError(null),
  };
}

export type Management<T extends { id: number }> = ReturnType<typeof useManagement<T>>;
